import { toBaht, type ReconciliationAccount, type ReconciliationItem } from '@wallet/contract';
import type pg from 'pg';
import { CHANNEL_OF, dayStart, nextDay } from '../wallet/index.ts';

/**
 * A Bangkok day's reconciliation per deposit account (issue 41, ADR 0176), in satang until the
 * answer. The ledger side is every entry of the day on the house `deposits` account (the very
 * entries the dashboard's deposits sum), each put on the bank account of the transfer it
 * credited: the transfer whose movement it is, whose notice it settled, or whose key it carries
 * (a slip joined to a feed sighting). What no transfer names goes on the "no account" row, by
 * kind. The feed side is every transfer a feed source (push, notification, statement) saw with
 * the bank's time in the day. A credit and a sighting of the same transfer, same day, same amount
 * cancel out; everything else is listed, so each account's difference is its items' sum.
 */

const FEED_SOURCES = ['push', 'notification', 'statement'];

interface Credit {
  journalId: string;
  movementId: string | null;
  memberId: string | null;
  reference: string | null;
  opKey: string | null;
  kind: string;
  amount: string;
  at: Date;
}

interface Transfer {
  id: string;
  bankCode: string;
  accountNo: string;
  amount: string;
  bankTime: Date;
  reference: string | null;
  outcome: string;
  memberId: string | null;
  opKey: string | null;
  movementId: string | null;
  noticeMovementId: string | null;
  seenBy: string[];
}

/** The kind of a credit: its natural key's prefix (bank, slip, qr, voucher, sandbox-credit ...), a notice, or none. */
const KIND_OF = `CASE WHEN mv.kind = 'deposit_notice' THEN 'notice'
  WHEN mv.id IS NULL THEN 'none'
  ELSE coalesce(nullif(split_part(coalesce(mv.op_key, ''), ':', 1), ''), ${CHANNEL_OF}) END`;

const TRANSFER_COLUMNS = `bt.id, bt.bank_code AS "bankCode", bt.account_no AS "accountNo", bt.amount,
  bt.bank_time AS "bankTime", bt.reference, bt.outcome, bt.member_id AS "memberId", bt.op_key AS "opKey",
  bt.movement_id AS "movementId", bt.notice_movement_id AS "noticeMovementId", bt.seen_by AS "seenBy"`;

/** Satang per account key ('' is "no account"), with its items. */
interface Row {
  bankCode: string | null;
  accountNo: string | null;
  booked: number;
  bookedCount: number;
  byKind: Map<string, { amount: number; count: number }>;
  seen: number;
  seenCount: number;
  items: (Omit<ReconciliationItem, 'amount'> & { satang: number })[];
}

export interface DayReconciliation {
  accounts: ReconciliationAccount[];
  /** Satang booked and seen over every row. */
  booked: number;
  seen: number;
}

export async function reconcileDay(pool: pg.Pool, day: string): Promise<DayReconciliation> {
  const start = dayStart(day);
  const end = dayStart(nextDay(day));
  const credits = (
    await pool.query<Credit>(
      `SELECT jt.id AS "journalId", mv.id AS "movementId", jt.member_id AS "memberId", mv.reference,
              mv.op_key AS "opKey", ${KIND_OF} AS kind, (-e.amount)::bigint AS amount, jt.created_at AS at
       FROM journal_transactions jt
       CROSS JOIN LATERAL (SELECT e.account_id, e.amount FROM journal_entries e WHERE e.journal_id = jt.id OFFSET 0) e
       JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'house' AND a.name = 'deposits'
       LEFT JOIN movements mv ON mv.id = jt.movement_id
       WHERE jt.created_at >= $1 AND jt.created_at < $2
       ORDER BY jt.id`,
      [start, end],
    )
  ).rows;
  const movementIds = credits.flatMap((c) => (c.movementId ? [c.movementId] : []));
  const opKeys = credits.flatMap((c) => (c.opKey ? [c.opKey] : []));
  // The transfers the day's credits credited, and the ones the feed saw in the day.
  const linked = (
    await pool.query<Transfer>(
      `SELECT ${TRANSFER_COLUMNS} FROM bank_transfers bt
       WHERE bt.movement_id = ANY($1::bigint[]) OR bt.notice_movement_id = ANY($1::bigint[]) OR bt.op_key = ANY($2::text[])`,
      [movementIds, opKeys],
    )
  ).rows;
  const seenToday = (
    await pool.query<Transfer>(
      `SELECT ${TRANSFER_COLUMNS} FROM bank_transfers bt
       WHERE bt.bank_time >= $1 AND bt.bank_time < $2 AND bt.seen_by && $3::text[]
       ORDER BY bt.bank_time, bt.id`,
      [start, end, FEED_SOURCES],
    )
  ).rows;

  const byMovement = new Map<string, Transfer>();
  const byKey = new Map<string, Transfer>();
  for (const tr of linked) {
    if (tr.movementId) byMovement.set(tr.movementId, tr);
    if (tr.noticeMovementId) byMovement.set(tr.noticeMovementId, tr);
    if (tr.opKey) byKey.set(tr.opKey, tr);
  }
  const seenIds = new Set(seenToday.map((tr) => tr.id));
  const rows = new Map<string, Row>();
  const rowOf = (tr: Transfer | undefined): Row => {
    const key = tr ? `${tr.bankCode}:${tr.accountNo}` : '';
    let row = rows.get(key);
    if (!row) {
      row = {
        bankCode: tr?.bankCode ?? null,
        accountNo: tr?.accountNo ?? null,
        booked: 0,
        bookedCount: 0,
        byKind: new Map(),
        seen: 0,
        seenCount: 0,
        items: [],
      };
      rows.set(key, row);
    }
    return row;
  };

  /** The transfers credited today (by id): their feed sightings of today are matched below. */
  const creditedToday = new Map<string, number>();
  for (const credit of credits) {
    const tr =
      (credit.movementId && byMovement.get(credit.movementId)) ||
      (credit.opKey && byKey.get(credit.opKey)) ||
      undefined;
    const row = rowOf(tr);
    const satang = Number(credit.amount);
    row.booked += satang;
    row.bookedCount += 1;
    const kind = row.byKind.get(credit.kind) ?? { amount: 0, count: 0 };
    kind.amount += satang;
    kind.count += 1;
    row.byKind.set(credit.kind, kind);
    if (!tr) continue; // The "no account" row: no bank feed can see these; its kinds say what they are.
    const item = {
      side: 'ledger' as const,
      satang,
      at: credit.at.toISOString(),
      reference: credit.reference,
      memberId: credit.memberId === null ? null : Number(credit.memberId),
      transferId: Number(tr.id),
      kind: credit.kind,
    };
    if (!tr.seenBy.some((source) => FEED_SOURCES.includes(source))) {
      row.items.push({ ...item, reason: 'not_seen' });
    } else if (!seenIds.has(tr.id)) {
      row.items.push({ ...item, reason: 'seen_other_day' });
    } else if (Number(tr.amount) !== satang) {
      row.items.push({ ...item, reason: 'amount_differs' });
      creditedToday.set(tr.id, satang);
    } else {
      creditedToday.set(tr.id, satang);
    }
  }
  for (const tr of seenToday) {
    const row = rowOf(tr);
    const satang = Number(tr.amount);
    row.seen += satang;
    row.seenCount += 1;
    const booked = creditedToday.get(tr.id);
    if (booked === satang) continue;
    row.items.push({
      side: 'feed',
      reason:
        booked !== undefined
          ? 'amount_differs'
          : tr.outcome === 'CREDITED'
            ? 'seen_other_day'
            : 'not_credited',
      satang,
      at: tr.bankTime.toISOString(),
      reference: tr.reference,
      memberId: tr.memberId === null ? null : Number(tr.memberId),
      transferId: Number(tr.id),
      kind: null,
    });
  }

  const ordered = [...rows.entries()]
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)))
    .map(([, row]) => row);
  return {
    booked: ordered.reduce((sum, row) => sum + row.booked, 0),
    seen: ordered.reduce((sum, row) => sum + row.seen, 0),
    accounts: ordered.map((row) => ({
      bankCode: row.bankCode,
      accountNo: row.accountNo,
      booked: toBaht(row.booked),
      bookedCount: row.bookedCount,
      byKind: [...row.byKind.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([kind, sums]) => ({ kind, amount: toBaht(sums.amount), count: sums.count })),
      seen: toBaht(row.seen),
      seenCount: row.seenCount,
      difference: row.accountNo === null ? null : toBaht(row.booked - row.seen),
      items: row.items
        .sort((a, b) => a.at.localeCompare(b.at))
        .map(({ satang, ...item }) => ({ ...item, amount: toBaht(satang) })),
    })),
  };
}
