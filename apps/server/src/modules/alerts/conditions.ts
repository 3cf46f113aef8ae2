import type pg from 'pg';
import { formatMoney, fromMinor, memberCurrency, type Locale } from '@wallet/contract';
import type { BankFeedHealth } from '@wallet/contract';
import { alertText } from './alert-texts.ts';

/** The alert kinds: each run looks at every kind, and forgets a kind's rows no longer true. */
export const ALERT_KINDS = [
  'withdrawalWaiting',
  'creditWaiting',
  'settingChangeWaiting',
  'feedSilent',
  'feedUnmatched',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** One condition true now: its key (told once while it lasts), its text and its screen. */
export interface Alert {
  kind: AlertKind;
  key: string;
  text: string;
  /** The back-office screen it is dealt with on (a path under the back-office's address). */
  path: string;
}

export interface Thresholds {
  withdrawalWaitMinutes: number;
  creditWaitMinutes: number;
  settingChangeWaitMinutes: number;
  feedUnmatchedOver: number;
}

interface WaitingRow {
  id: string;
  memberId: string;
  amount: string;
  currency: 'LAK' | 'BAHT' | null;
  minutes: number;
}

const waitedMinutes = `floor(extract(epoch FROM now() - x.created_at) / 60)::int AS minutes`;

/**
 * The money items waiting past their threshold, each counted as its own queue counts it (the
 * withdrawals' queue: PENDING with no decision yet; adjustments PENDING_APPROVAL; the bank
 * feed's held credits and payouts' returns WAITING), with the member's currency for the amount.
 */
export async function waitingMoney(pool: pg.Pool, limits: Thresholds, language: Locale): Promise<Alert[]> {
  const member = `JOIN members mb ON mb.id = x.member_id`;
  const columns = `x.id::text AS id, x.member_id::text AS "memberId", x.amount::text AS amount, mb.currency, ${waitedMinutes}`;
  const [withdrawals, adjustments, held, returns] = await Promise.all([
    pool.query<WaitingRow>(
      `SELECT ${columns} FROM movements x ${member}
       WHERE x.kind = 'withdrawal' AND x.status = 'PENDING'
         AND NOT EXISTS (SELECT 1 FROM withdrawal_decisions d WHERE d.movement_id = x.id)
         AND x.created_at < now() - make_interval(mins => $1) ORDER BY x.id`,
      [limits.withdrawalWaitMinutes],
    ),
    pool.query<WaitingRow>(
      `SELECT ${columns} FROM adjustments x ${member}
       WHERE x.status = 'PENDING_APPROVAL' AND x.created_at < now() - make_interval(mins => $1) ORDER BY x.id`,
      [limits.creditWaitMinutes],
    ),
    pool.query<WaitingRow>(
      `SELECT ${columns} FROM operator_credits x ${member}
       WHERE x.source = 'bank_transfer' AND x.status = 'WAITING'
         AND x.created_at < now() - make_interval(mins => $1) ORDER BY x.id`,
      [limits.creditWaitMinutes],
    ),
    // A payout's return asked above the operator-credit limits (ADR 0186), named by its withdrawal.
    pool.query<WaitingRow>(
      `SELECT substr(x.source_id, 8) AS id, x.member_id::text AS "memberId", x.amount::text AS amount, mb.currency,
              ${waitedMinutes}
       FROM operator_credits x ${member}
       WHERE x.source = 'payout_return' AND x.status = 'WAITING'
         AND x.created_at < now() - make_interval(mins => $1) ORDER BY x.id`,
      [limits.creditWaitMinutes],
    ),
  ]);
  const vars = (row: WaitingRow) => ({
    id: row.id,
    memberId: row.memberId,
    minutes: String(row.minutes),
    amount: `${formatMoney(fromMinor(Number(row.amount)), memberCurrency(row.currency), language)} ${
      memberCurrency(row.currency) === 'LAK' ? 'LAK' : 'THB'
    }`,
  });
  return [
    ...withdrawals.rows.map((row) => ({
      kind: 'withdrawalWaiting' as const,
      key: `withdrawal:${row.id}`,
      text: alertText(language, 'withdrawalWaiting', vars(row)),
      path: '/queues/withdrawals',
    })),
    ...adjustments.rows.map((row) => ({
      kind: 'creditWaiting' as const,
      key: `adjustment:${row.id}`,
      text: alertText(language, 'adjustmentWaiting', vars(row)),
      path: '/queues/adjustments',
    })),
    ...held.rows.map((row) => ({
      kind: 'creditWaiting' as const,
      key: `heldCredit:${row.id}`,
      text: alertText(language, 'heldCreditWaiting', vars(row)),
      path: '/queues/held-credits',
    })),
    ...returns.rows.map((row) => ({
      kind: 'creditWaiting' as const,
      key: `payoutReturn:${row.id}`,
      text: alertText(language, 'payoutReturnWaiting', vars(row)),
      path: '/queues/withdrawals',
    })),
  ];
}

/** Setting changes waiting for a second admin past the threshold. */
export async function waitingSettingChanges(
  pool: pg.Pool,
  limits: Thresholds,
  language: Locale,
): Promise<Alert[]> {
  const { rows } = await pool.query<{ id: string; name: string; minutes: number }>(
    `SELECT x.id::text AS id, x.group_name AS name, ${waitedMinutes} FROM setting_changes x
     WHERE x.status = 'WAITING' AND x.created_at < now() - make_interval(mins => $1) ORDER BY x.id`,
    [limits.settingChangeWaitMinutes],
  );
  return rows.map((row) => ({
    kind: 'settingChangeWaiting',
    key: `settingChange:${row.id}`,
    text: alertText(language, 'settingChangeWaiting', {
      id: row.id,
      name: row.name,
      minutes: String(row.minutes),
    }),
    path: '/queues/setting-changes',
  }));
}

/**
 * The bank feed as its health check reads it (ADR 0079): each source silent (only asked in
 * working hours), and the unmatched credits over the threshold (one alert while it stays over).
 */
export function feedAlerts(
  health: BankFeedHealth,
  limits: Thresholds,
  language: Locale,
  workingHours: boolean,
): Alert[] {
  const silent: Alert[] = workingHours
    ? health.sources
        .filter((source) => source.silent)
        .map((source) => ({
          kind: 'feedSilent',
          key: `feedSilent:${source.accountNo}:${source.source}`,
          text: alertText(language, 'feedSilent', {
            source: source.source,
            bank: source.bankCode,
            accountNo: source.accountNo,
            since: source.lastAt
              ? `${source.lastAt.slice(0, 16).replace('T', ' ')} UTC`
              : alertText(language, 'never'),
          }),
          path: '/bank-feed',
        }))
    : [];
  const unmatched = health.waiting.unmatched;
  const over: Alert[] =
    unmatched > limits.feedUnmatchedOver
      ? [
          {
            kind: 'feedUnmatched',
            key: 'feedUnmatched',
            text: alertText(language, 'feedUnmatched', {
              count: String(unmatched),
              limit: String(limits.feedUnmatchedOver),
            }),
            path: '/bank-feed',
          },
        ]
      : [];
  return [...silent, ...over];
}
