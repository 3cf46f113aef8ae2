import { z } from 'zod';
import { reason } from '../backoffice/common.ts';
import { settingFields, settingShapes, type SettingName, type SettingShapes } from './settings-operator.ts';

/**
 * The back-office's setting groups, each a screen and a pair of routes, and the module that owns
 * them on the server (it registers the routes in its operator-routes.ts).
 */
export const settingGroups = {
  site: ['siteActive', 'registerOTP', 'enableChatWidget', 'info', 'operatorSessions', 'teamAlerts'],
  lookup: ['contact', 'conditions', 'agreements', 'notice'],
  deposit: ['deposit', 'qr', 'trueMoney', 'slip', 'bankFeed', 'depositNotice'],
  withdraw: ['withdraw', 'withdrawApproval', 'withdrawalRisk', 'kipAmounts'],
  wallet: ['secondApprover', 'operatorEnrolment', 'moneyControl'],
  bonus: ['bonus'],
  invite: ['invite', 'inviteClaim', 'inviteBanners'],
  refund: ['refund', 'refundBanners'],
  spin: ['spinActive', 'spin'],
  account: ['passwordReset'],
  chat: ['chat'],
  howto: ['howto'],
} as const satisfies Record<string, readonly SettingName[]>;
export type SettingGroup = keyof typeof settingGroups;
export const settingGroupNames = Object.keys(settingGroups) as SettingGroup[];

type GroupShape<G extends SettingGroup> = z.ZodObject<{
  [K in (typeof settingGroups)[G][number]]: SettingShapes[K];
}>;

/** A group's values: one field per setting it holds (with the rules across fields, or without). */
export function settingGroupShape<G extends SettingGroup>(
  group: G,
  shapes: typeof settingFields | SettingShapes = settingShapes,
): GroupShape<G> {
  return z.object(
    Object.fromEntries(settingGroups[group].map((name) => [name, shapes[name]])),
  ) as unknown as GroupShape<G>;
}
export type SettingGroupValues<G extends SettingGroup> = z.infer<GroupShape<G>>;

/**
 * The settings that control money (issue 37, ADR 0130): who is credited and when a second operator
 * is needed (the second-approver amounts, the withdrawal approval and its amount), the deposit and
 * withdrawal limits, the site's deposit accounts (the bank feed's AUTO account among them) and the
 * TrueMoney wallet vouchers are redeemed into, who may be a second approver (how long a new or
 * changed operator waits, ADR 0129), the delay that stands in for a second admin, and every figure
 * members are paid from: the invite reward and its claim odds, the loss refund, the wheel's prizes
 * (ADR 0194; an insider's own member account is paid from them too). An admin's change of one of
 * them waits for a second admin (or the delay) before it applies.
 */
export const moneyControlSettings = [
  'deposit',
  'trueMoney',
  'depositNotice',
  'withdraw',
  'withdrawApproval',
  'kipAmounts',
  'invite',
  'inviteClaim',
  'refund',
  'spin',
  'secondApprover',
  'operatorEnrolment',
  'moneyControl',
] as const satisfies readonly SettingName[];
export type MoneyControlSetting = (typeof moneyControlSettings)[number];
export const isMoneyControlSetting = (name: string): name is MoneyControlSetting =>
  (moneyControlSettings as readonly string[]).includes(name);
/** Whether a group holds a money-control setting: its change may wait, and takes a reason. */
export const holdsMoneyControl = (group: SettingGroup): boolean =>
  (settingGroups[group] as readonly string[]).some(isMoneyControlSetting);
/**
 * The groups that hold one, computed here once: the browser builds carry it as data (ADR 0072),
 * where the function above does not run.
 */
export const moneyControlGroups: readonly SettingGroup[] = settingGroupNames.filter(holdsMoneyControl);

/**
 * PUT /api/backoffice/settings/<group>: the group's settings, each optional (only those sent
 * change). A group holding a money-control setting also takes the `reason` its waiting change
 * shows (required by the server when such a setting changes, ADR 0130).
 */
export function settingGroupChange<G extends SettingGroup>(group: G) {
  const shape = settingGroupShape(group).partial() as unknown as z.ZodObject;
  const withReason = holdsMoneyControl(group) ? shape.extend({ reason: reason.optional() }) : shape;
  return withReason.refine(
    (value: Record<string, unknown>) =>
      Object.entries(value).some(([name, field]) => name !== 'reason' && field !== undefined),
    { message: 'KEY_MISSING' },
  ) as unknown as z.ZodType<Partial<SettingGroupValues<G>> & { reason?: string }>;
}

/**
 * Every group's shape and change body, built here once: the browser builds carry them as data
 * (ADR 0072), where the functions above that build them do not run.
 */
export const settingGroupShapes = Object.fromEntries(
  settingGroupNames.map((group) => [group, settingGroupShape(group, settingFields)]),
) as unknown as { [G in SettingGroup]: GroupShape<G> };
export const settingGroupChanges = Object.fromEntries(
  settingGroupNames.map((group) => [group, settingGroupChange(group)]),
) as unknown as { [G in SettingGroup]: ReturnType<typeof settingGroupChange<G>> };
