import { cleanOperatorText } from '../../lib/operator-html.ts';
import type { SettingTableDefinition } from '../settings/index.ts';

/**
 * The bonuses and promotion codes as operators edit them (ADR 0107): codes upper case (the table's
 * rule, promotion codes are typed in any case), the banners' HTML cleaned with the member site's
 * allow-list; the description is drawn as text and kept as written. A change reaches members at
 * once: the bonus reads go to the table on every call.
 */
export const bonusTable: SettingTableDefinition<'bonuses'> = {
  table: 'bonuses',
  sqlTable: 'bonuses',
  code: (code) => code.toUpperCase(),
  clean: (row) => ({
    ...row,
    banners: row.banners.map((banner) => ({ ...banner, html: cleanOperatorText(banner.html) })),
  }),
  columns: {
    promotion: { column: 'promotion' },
    type: { column: 'type' },
    maxReceived: { column: 'max_received' },
    description: { column: 'description', kind: 'json' },
    percent: { column: 'percent' },
    maxBonus: { column: 'max_bonus', kind: 'satang' },
    // Kip minor units, the same hundredths as satang (ADR 0159): the conversion is the baht one's.
    maxBonusKip: { column: 'max_bonus_kip', kind: 'satang' },
    minDeposit: { column: 'min_deposit', kind: 'satang' },
    minDepositKip: { column: 'min_deposit_kip', kind: 'satang' },
    percentFail: { column: 'percent_fail' },
    targetTimes: { column: 'target_times' },
    bustBelow: { column: 'bust_below', kind: 'satang' },
    bustBelowKip: { column: 'bust_below_kip', kind: 'satang' },
    withdrawCapTimes: { column: 'withdraw_cap_times' },
    banners: { column: 'banners', kind: 'json' },
    enabled: { column: 'enabled' },
    startsAt: { column: 'starts_at', kind: 'instant' },
    endsAt: { column: 'ends_at', kind: 'instant' },
    sort: { column: 'sort' },
  },
};
