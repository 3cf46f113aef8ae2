import { z } from 'zod';
import { MAX_AMOUNT_BAHT, toSatang } from '../money.ts';
import { operatorText } from '../operator-text.ts';
import { instant, reason } from '../backoffice/common.ts';
import { isMoneyControlTable } from './setting-table-terms.ts';
import { wholeKip } from './settings-operator.ts';

/**
 * The settings kept as table rows (issue 26, ADR 0107): the game catalogue, the bonuses and
 * promotion codes, the registration sources and the banks offered. Each table is one shape of a
 * row, named by its `code`; the back-office lists the rows and saves one at a time with the same
 * shape the server checks (one way to define a table, as `settingGroups` is for the key/value
 * settings). A row's change is audited with before and after and told to every node.
 */

const baht = z
  .number()
  .finite()
  .min(0)
  .max(MAX_AMOUNT_BAHT)
  .refine((value) => toSatang(value) !== undefined);
/** An absolute http(s) address or a path on the site (images the site serves). */
const link = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(https?:\/\/[^\s]+|\/(?![/\\])[^\s]*)$/);
const sort = z.number().int().min(0).max(10_000);

/** A row's name in the path: letters, digits, `_` and `-`. */
export const settingRowCode = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
export const settingRowParams = z.object({ code: settingRowCode });

const gameRow = z.object({
  name: z.string().trim().min(1).max(100),
  category: z.enum(['slot', 'sport', 'lotto']),
  logo: link,
  background: link,
  /** Credits in the provider per baht moved in (the spec's ftWalletSlot). */
  ftWalletSlot: z.number().positive().max(1000),
  webUrl: link.nullable(),
  androidUrl: link.nullable(),
  iosUrl: link.nullable(),
  enabled: z.boolean(),
  sort,
});

const bonusFields = z.object({
  promotion: z.boolean(),
  type: z.enum(['limit', 'day', 'week']),
  maxReceived: z.number().int().min(1).max(1000),
  description: operatorText,
  percent: z.number().int().min(1).max(1000),
  maxBonus: baht.refine((value) => value > 0),
  /**
   * Each money figure's twin for kip members, whole kip, beside the baht one (ADR 0190): the
   * percentages are shared, amounts never converted (ADR 0159). maxBonusKip 0: not offered to kip members.
   */
  maxBonusKip: wholeKip,
  minDeposit: baht,
  minDepositKip: wholeKip,
  percentFail: z.number().int().min(0).max(100),
  targetTimes: z.number().int().min(1).max(1000),
  bustBelow: baht,
  bustBelowKip: wholeKip,
  withdrawCapTimes: z.number().int().min(1).max(1000),
  banners: z.array(z.object({ image: link, html: operatorText })).max(20),
  enabled: z.boolean(),
  startsAt: instant.nullable(),
  endsAt: instant.nullable(),
  sort,
});
function bonusDates(
  value: { startsAt: string | null; endsAt: string | null },
  context: z.RefinementCtx<{ startsAt: string | null; endsAt: string | null }>,
) {
  if (value.startsAt && value.endsAt && Date.parse(value.startsAt) >= Date.parse(value.endsAt))
    context.addIssue({ code: 'custom', message: 'LIMITS_REVERSED', path: ['endsAt'] });
}
const bonusRow = bonusFields.superRefine(bonusDates);

const sourceRow = z.object({ description: operatorText, sort });

/** A bank's names come with the reference data (refreshed at every start); which site offers it is the operator's. */
const bankRow = z.object({ thaiOnly: z.boolean() });

/**
 * Each table: the row as answered (fields, without rules across them, ADR 0086), the row as
 * changed (with them), and whether an operator may add rows (banks come from the reference data).
 */
export const settingTables = {
  games: { fields: gameRow, change: gameRow, adds: false },
  bonuses: { fields: bonusFields, change: bonusRow, adds: true },
  sources: { fields: sourceRow, change: sourceRow, adds: true },
  banks: {
    fields: bankRow.extend({
      nameTH: z.string(),
      nameEN: z.string(),
      nameLA: z.string(),
      country: z.enum(['TH', 'LA']),
    }),
    change: bankRow,
    adds: false,
  },
} as const;
export type SettingTable = keyof typeof settingTables;
export const settingTableNames = Object.keys(settingTables) as SettingTable[];
export type SettingTableRow<T extends SettingTable> = z.infer<(typeof settingTables)[T]['fields']> & {
  code: string;
};
export type SettingTableChange<T extends SettingTable> = z.infer<(typeof settingTables)[T]['change']>;

/**
 * PUT /api/backoffice/settings/tables/<table>/:code: the row; a money-control table's save also
 * takes the reason its waiting change shows (required when its terms change).
 */
export function settingTableChange<T extends SettingTable>(table: T) {
  return isMoneyControlTable(table)
    ? (bonusFields.extend({ reason: reason.optional() }).superRefine(bonusDates) as unknown as z.ZodType<
        SettingTableChange<T> & { reason?: string }
      >)
    : (settingTables[table].change as unknown as z.ZodType<SettingTableChange<T> & { reason?: string }>);
}
/** Every table's save body, built here once (ADR 0072: the browser builds carry it as data). */
export const settingTableChanges = Object.fromEntries(
  settingTableNames.map((table) => [table, settingTableChange(table)]),
) as unknown as { [T in SettingTable]: ReturnType<typeof settingTableChange<T>> };

/** GET /api/backoffice/settings/tables/<table>: every row, in the member site's order. */
export function settingTableReply<T extends SettingTable>(table: T) {
  return z.object({ rows: z.array(settingTables[table].fields.extend({ code: settingRowCode })) });
}

/**
 * Each table's reply and the fields an operator writes, built here once: the browser builds carry
 * them as data (ADR 0072), where the function above and a schema's `shape` do not exist.
 */
export const settingTableReplies = Object.fromEntries(
  settingTableNames.map((table) => [table, settingTableReply(table)]),
) as unknown as { [T in SettingTable]: ReturnType<typeof settingTableReply<T>> };
export const settingTableEditable = Object.fromEntries(
  settingTableNames.map((table) => [table, Object.keys(settingTables[table].change.shape)]),
) as Record<SettingTable, string[]>;

/** Operators' site images (ADR 0108): the QR, game art and banners, at most 2 MB. */
export const SITE_IMAGE_MAX_MB = 2;
/** POST /api/backoffice/settings/images: the kept image's path on the site, for a setting's image field. */
export const siteImageReply = z.object({ path: z.string() });
export type SiteImageReply = z.infer<typeof siteImageReply>;
/** GET /api/site-images/:file: the file's name as kept (a random reference and its type). */
export const siteImageParams = z.object({ file: z.string().regex(/^[a-f0-9]{32}\.(png|jpg|gif|webp)$/) });
