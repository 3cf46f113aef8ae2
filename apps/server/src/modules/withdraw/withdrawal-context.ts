import { toBaht, type WithdrawalContext } from '@wallet/contract';
import type pg from 'pg';
import { riskSignals, type RiskThresholds } from './risk-signals.ts';

interface Row {
  id: string;
  createdAt: Date;
  balance: string | null;
  bonusAmount: string | null;
  bonusTarget: string | null;
  bonusActive: boolean | null;
  firstWithdrawal: boolean;
  deposits7d: string;
  withdrawals7d: string;
  memberSince: Date;
  sharedBankAccount: boolean;
  failedDeposits7d: number;
  afterOperatorCredit: boolean;
  depositsSince: string;
  turnoverSince: string;
  lastBankChangeAt: Date | null;
  withdrawalsToday: number;
  sharedMembers: number;
  sharedDevices: number;
  sharedAddresses: number;
}

/**
 * What a finance operator decides each withdrawal on (issues 27 and 41), read for one page's items
 * in one statement. Every window ends at the withdrawal's own time: a withdrawal counts as paid
 * from when it was paid (its movement's `updated_at`), so one paid after this one was asked for
 * changes nothing here, and the picture does not change while it waits. "Since the last
 * withdrawal" is since the last one paid before it.
 */
export async function withdrawalContexts(
  pool: pg.Pool,
  ids: number[],
  limits: RiskThresholds,
): Promise<Map<number, WithdrawalContext>> {
  if (ids.length === 0) return new Map();
  const { rows } = await pool.query<Row>(
    `SELECT w.id, w.created_at AS "createdAt",
       (SELECT a.balance FROM ledger_accounts a WHERE a.member_id = w.member_id AND a.kind = 'wallet') AS balance,
       b.bonus AS "bonusAmount", b.target AS "bonusTarget", b.is_active AS "bonusActive",
       lp.at IS NULL AS "firstWithdrawal",
       (SELECT coalesce(sum(d.amount), 0) FROM movements d WHERE d.member_id = w.member_id
          AND d.kind IN ('deposit', 'deposit_notice') AND d.status = 'SUCCESS'
          AND d.created_at > w.created_at - interval '7 days' AND d.created_at <= w.created_at) AS "deposits7d",
       (SELECT coalesce(sum(p.amount), 0) FROM movements p WHERE p.member_id = w.member_id
          AND p.kind = 'withdrawal' AND p.status = 'SUCCESS' AND p.id <> w.id
          AND p.updated_at > w.created_at - interval '7 days' AND p.updated_at <= w.created_at) AS "withdrawals7d",
       mb.created_at AS "memberSince",
       EXISTS (SELECT 1 FROM members o WHERE o.bank_account_no = mb.bank_account_no AND o.id <> mb.id) AS "sharedBankAccount",
       (SELECT count(*) FROM movements f WHERE f.member_id = w.member_id
          AND f.kind IN ('deposit', 'deposit_notice') AND f.status = 'FAILED'
          AND f.created_at > w.created_at - interval '7 days' AND f.created_at <= w.created_at)::int AS "failedDeposits7d",
       EXISTS (SELECT 1 FROM adjustments ad WHERE ad.member_id = w.member_id AND ad.direction = 'credit'
          AND ad.status = 'APPLIED' AND coalesce(ad.decided_at, ad.created_at) > w.created_at - interval '24 hours'
          AND coalesce(ad.decided_at, ad.created_at) <= w.created_at) AS "afterOperatorCredit",
       (SELECT coalesce(sum(d.amount), 0) FROM movements d WHERE d.member_id = w.member_id
          AND d.kind IN ('deposit', 'deposit_notice') AND d.status = 'SUCCESS'
          AND d.created_at > coalesce(lp.at, '-infinity') AND d.created_at <= w.created_at) AS "depositsSince",
       (SELECT coalesce(sum(g.amount), 0) FROM movements g WHERE g.member_id = w.member_id
          AND g.kind = 'game_in' AND g.status = 'SUCCESS'
          AND g.created_at > coalesce(lp.at, '-infinity') AND g.created_at <= w.created_at) AS "turnoverSince",
       (SELECT max(c.created_at) FROM member_bank_changes c
          WHERE c.member_id = w.member_id AND c.created_at <= w.created_at) AS "lastBankChangeAt",
       -- The Bangkok day the withdrawal was asked in (the site's calendar, lib/bangkok-period.ts).
       (SELECT count(*) FROM movements t WHERE t.member_id = w.member_id AND t.kind = 'withdrawal'
          AND t.created_at >= date_trunc('day', w.created_at AT TIME ZONE 'Asia/Bangkok') AT TIME ZONE 'Asia/Bangkok'
          AND t.created_at <= w.created_at)::int AS "withdrawalsToday",
       sd.members AS "sharedMembers", sd.devices AS "sharedDevices", sd.addresses AS "sharedAddresses"
     FROM movements w
     JOIN members mb ON mb.id = w.member_id
     LEFT JOIN LATERAL (
       SELECT max(p.updated_at) AS at FROM movements p WHERE p.member_id = w.member_id
         AND p.kind = 'withdrawal' AND p.status = 'SUCCESS' AND p.id <> w.id AND p.updated_at <= w.created_at
     ) lp ON true
     LEFT JOIN LATERAL (
       SELECT mbo.bonus, mbo.target, mbo.is_active FROM member_bonuses mbo
       WHERE mbo.id = (SELECT s.member_bonus_id FROM withdrawal_bonus_splits s WHERE s.withdrawal_movement_id = w.id)
          OR (mbo.member_id = w.member_id AND mbo.is_active)
       ORDER BY mbo.id DESC LIMIT 1
     ) b ON true
     -- SHARED_DEVICE (ADR 0182): the member's devices and public addresses seen in the window before
     -- the withdrawal, and the other members seen on them in the same window.
     LEFT JOIN LATERAL (
       SELECT count(DISTINCT o.member_id)::int AS members,
              count(DISTINCT o.value) FILTER (WHERE o.kind = 'device')::int AS devices,
              count(DISTINCT o.value) FILTER (WHERE o.kind = 'address')::int AS addresses
       FROM member_seen s
       JOIN member_seen o ON o.kind = s.kind AND o.value = s.value AND o.member_id <> s.member_id
       WHERE s.member_id = w.member_id AND s.comparable AND o.comparable
         AND s.first_seen <= w.created_at AND s.last_seen > w.created_at - make_interval(days => $2)
         AND o.first_seen <= w.created_at AND o.last_seen > w.created_at - make_interval(days => $2)
     ) sd ON true
     WHERE w.id = ANY($1::bigint[])`,
    [ids, limits.sharedDeviceDays],
  );
  return new Map(
    rows.map((row) => {
      const flags = {
        sharedBankAccount: row.sharedBankAccount,
        failedDeposits7d: row.failedDeposits7d,
        afterOperatorCredit: row.afterOperatorCredit,
      };
      const signals = riskSignals(
        {
          askedAt: row.createdAt,
          memberSince: row.memberSince,
          depositsSince: Number(row.depositsSince),
          turnoverSince: Number(row.turnoverSince),
          lastBankChangeAt: row.lastBankChangeAt,
          firstWithdrawal: row.firstWithdrawal,
          withdrawalsToday: row.withdrawalsToday,
          shared: { members: row.sharedMembers, devices: row.sharedDevices, addresses: row.sharedAddresses },
          ...flags,
        },
        limits,
      );
      return [
        Number(row.id),
        {
          balance: toBaht(Number(row.balance ?? 0)),
          bonus:
            row.bonusAmount === null
              ? null
              : {
                  amount: toBaht(Number(row.bonusAmount)),
                  target: toBaht(Number(row.bonusTarget)),
                  active: row.bonusActive === true,
                },
          firstWithdrawal: row.firstWithdrawal,
          deposits7d: toBaht(Number(row.deposits7d)),
          withdrawals7d: toBaht(Number(row.withdrawals7d)),
          memberSince: row.memberSince.toISOString(),
          flags,
          signals,
        },
      ];
    }),
  );
}
