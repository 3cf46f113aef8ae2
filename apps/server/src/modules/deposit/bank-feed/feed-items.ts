import type pg from 'pg';
import {
  toBaht,
  toSatang,
  type BankFeedItem,
  type BankFeedItemsPage,
  type PendingSummary,
} from '@wallet/contract';
import { inTransaction } from '../../../db/transaction.ts';
import { fail } from '../../../lib/app-error.ts';
import type { OperatorActor, OperatorSide } from '../../../lib/operator-side.ts';
import { isoOrNull, operatorRefOf } from '../../../lib/refs.ts';
import type { SettingsService } from '../../settings/index.ts';
import type { BankTransfers } from './bank-transfers.ts';
import { ourBankAccounts } from './our-accounts.ts';
import type { TransferRow } from './transfer-rows.ts';

type Kind = BankFeedItem['kind'];
type Status = BankFeedItem['status'];

/**
 * What the feed could not place (ADR 0079): transfers more than one member fits (REVIEW) or none
 * does (UNMATCHED), and messages no parser read (UNPARSED), each listed until credited, then
 * with the operator who placed it.
 */
const ITEMS = `SELECT * FROM (
  SELECT 'transfer-' || t.id AS id,
         CASE WHEN t.outcome <> 'CREDITED' THEN t.outcome WHEN t.candidates IS NOT NULL THEN 'REVIEW' ELSE 'UNMATCHED' END AS kind,
         CASE WHEN t.outcome = 'CREDITED' THEN 'SUCCESS' ELSE 'PENDING' END AS status,
         t.bank_code AS "bankCode", t.account_no AS "accountNo", t.amount::float8 AS amount, t.bank_time AS "bankTime",
         t.sender_bank AS "senderBank", t.sender_account AS "senderAccount", t.sender_name AS "senderName",
         t.seen_by AS "seenBy", t.candidates, NULL AS text, t.created_at AS "createdAt", t.member_id AS "memberId",
         d.operator_id AS "operatorId", d.reason
  FROM bank_transfers t
  LEFT JOIN bank_feed_decisions d ON d.item_id = 'transfer-' || t.id
  WHERE t.outcome IN ('REVIEW', 'UNMATCHED') OR d.item_id IS NOT NULL
  UNION ALL
  SELECT 'entry-' || e.id, 'UNPARSED', CASE WHEN e.status = 'UNPARSED' THEN 'PENDING' ELSE 'SUCCESS' END,
         e.bank_code, NULL, NULL, NULL, NULL, NULL, NULL, ARRAY[e.source], NULL, e.raw, e.created_at, d.member_id,
         d.operator_id, d.reason
  FROM bank_feed_entries e
  LEFT JOIN bank_feed_decisions d ON d.item_id = 'entry-' || e.id
  WHERE e.status = 'UNPARSED' OR d.item_id IS NOT NULL
) i`;

interface Row {
  id: string;
  kind: Kind;
  status: Status;
  bankCode: string | null;
  accountNo: string | null;
  amount: number | null;
  bankTime: Date | null;
  senderBank: string | null;
  senderAccount: string | null;
  senderName: string | null;
  seenBy: string[];
  candidates: number[] | null;
  text: string | null;
  createdAt: Date;
  memberId: string | null;
  operatorId: string | null;
  reason: string | null;
}

export class BankFeedItems {
  constructor(
    private readonly pool: pg.Pool,
    private readonly transfers: BankTransfers,
    private readonly settings: SettingsService,
    private readonly operators: OperatorSide,
  ) {}

  async list(filter: {
    kind?: Kind;
    status: Status;
    page: number;
    limit: number;
  }): Promise<BankFeedItemsPage> {
    const { rows } = await this.pool.query<Row & { total: string }>(
      `SELECT *, count(*) OVER () AS total FROM (${ITEMS}) q
       WHERE status = $1 AND ($2::text IS NULL OR kind = $2)
       ORDER BY "createdAt" ${filter.status === 'PENDING' ? 'ASC' : 'DESC'} LIMIT $3 OFFSET $4`,
      [filter.status, filter.kind ?? null, filter.limit, (filter.page - 1) * filter.limit],
    );
    return {
      pending: await this.pending(),
      total: rows[0] ? Number(rows[0].total) : 0,
      items: await this.shown(rows),
    };
  }

  /** How many items wait for an operator, and since when (the list's head, and the queue's live count). */
  async pending(): Promise<PendingSummary> {
    const { rows } = await this.pool.query<{ count: number; oldestAt: Date | null }>(
      `SELECT count(*)::int AS count, min("createdAt") AS "oldestAt" FROM (${ITEMS}) q WHERE status = 'PENDING'`,
    );
    return { count: rows[0]!.count, oldestAt: isoOrNull(rows[0]!.oldestAt) };
  }

  async item(itemId: string): Promise<BankFeedItem> {
    const { rows } = await this.pool.query<Row>(`SELECT * FROM (${ITEMS}) q WHERE id = $1`, [itemId]);
    return (await this.shown(rows))[0] ?? fail('NO_DATA');
  }

  /**
   * Credits the item to the member once: a transfer under its own op key; an unparsed message
   * as a sighting of the amount and account the operator read in it, which joins the transfer
   * another source already saw, if one did. A repeat of the same placing answers the item; any
   * other placing of an item already credited is ALREADY_DECIDED.
   */
  async match(
    actor: OperatorActor,
    itemId: string,
    input: { memberId: number; reason: string; amount?: number | undefined; accountNo?: string | undefined },
  ): Promise<BankFeedItem> {
    const [type, rawId] = itemId.split('-') as ['transfer' | 'entry', string];
    const id = Number(rawId);
    const before = await this.item(itemId);
    const placed = await inTransaction(this.pool, async (tx): Promise<TransferRow | 'repeat'> => {
      const { rows: members } = await tx.query('SELECT id FROM members WHERE id = $1', [input.memberId]);
      if (!members[0]) fail('NO_USER');
      const { rows: decided } = await tx.query<{ memberId: string }>(
        `SELECT member_id AS "memberId" FROM bank_feed_decisions WHERE item_id = $1 FOR UPDATE`,
        [itemId],
      );
      if (decided[0]) {
        if (Number(decided[0].memberId) === input.memberId) return 'repeat';
        fail('ALREADY_DECIDED');
      }
      const transferId = type === 'transfer' ? id : await this.sightUnparsed(tx, id, input);
      const row = (await this.transfers.assign(tx, transferId, input.memberId)) ?? fail('NO_DATA');
      if (row.memberId !== input.memberId || (row.matchedBy !== 'operator' && type === 'transfer')) {
        fail('ALREADY_DECIDED');
      }
      await tx.query(
        `INSERT INTO bank_feed_decisions (item_id, transfer_id, member_id, operator_id, reason) VALUES ($1, $2, $3, $4, $5)`,
        [itemId, row.id, input.memberId, actor.operatorId, input.reason],
      );
      if (type === 'entry') {
        await tx.query(`UPDATE bank_feed_entries SET status = 'JOINED', transfer_id = $2 WHERE id = $1`, [
          id,
          row.id,
        ]);
      }
      await this.operators.appendAudit(tx, actor, {
        action: 'bank_feed.match',
        targetType: 'bank_transfer',
        targetId: itemId,
        memberId: input.memberId,
        before: { kind: before.kind, status: before.status, amount: before.amount },
        after: { status: 'SUCCESS', amount: toBaht(row.amount), transferId: row.id },
        reason: input.reason,
      });
      return row;
    });
    if (placed !== 'repeat') {
      this.transfers.changed('decided', itemId);
      await this.transfers.carryOut(placed);
    }
    return this.item(itemId);
  }

  /** An unparsed message read by the operator: a notification sighting of that amount on that account. */
  private async sightUnparsed(
    tx: Parameters<BankTransfers['decide']>[0],
    entryId: number,
    input: { amount?: number | undefined; accountNo?: string | undefined },
  ): Promise<number> {
    const { rows } = await tx.query<{ bankCode: string | null; createdAt: Date }>(
      `SELECT bank_code AS "bankCode", created_at AS "createdAt" FROM bank_feed_entries
       WHERE id = $1 AND status = 'UNPARSED' FOR UPDATE`,
      [entryId],
    );
    const entry = rows[0] ?? fail('NO_DATA');
    if (input.amount === undefined || input.accountNo === undefined) fail('KEY_MISSING');
    const account =
      (await ourBankAccounts(this.settings)).find(
        (a) => a.accountNo === input.accountNo && (entry.bankCode === null || a.bankCode === entry.bankCode),
      ) ?? fail('NO_BANK');
    const sighted = await this.transfers.decide(tx, {
      source: 'notification',
      ...account,
      amount: toSatang(input.amount)!,
      bankTime: entry.createdAt,
      reference: null,
      sender: { bankCode: null, account: null, name: null },
    });
    // More than one known transfer fits: the operator places the transfer items themselves.
    if (sighted.kind === 'ambiguous') fail('ALREADY_DECIDED');
    return sighted.transfer.id;
  }

  private async shown(rows: Row[]): Promise<BankFeedItem[]> {
    const ids = new Set<number>();
    for (const row of rows) {
      for (const c of row.candidates ?? []) ids.add(Number(c));
      if (row.memberId !== null) ids.add(Number(row.memberId));
    }
    const operatorIds = [
      ...new Set(rows.flatMap((r) => (r.operatorId === null ? [] : [Number(r.operatorId)]))),
    ];
    const [{ rows: members }, { rows: operators }] = await Promise.all([
      this.pool.query<{ id: string; username: string; name: string }>(
        'SELECT id, username, name FROM members WHERE id = ANY($1)',
        [[...ids]],
      ),
      this.pool.query<{ id: string; username: string; name: string }>(
        'SELECT id, username, name FROM operators WHERE id = ANY($1)',
        [operatorIds],
      ),
    ]);
    const member = (id: number | string) => {
      const m = members.find((each) => Number(each.id) === Number(id));
      return { id: Number(id), username: m?.username ?? '', name: m?.name ?? '' };
    };
    return rows.map((row) => {
      const operator = operators.find((o) => Number(o.id) === Number(row.operatorId));
      return {
        id: row.id,
        kind: row.kind,
        status: row.status,
        bankCode: row.bankCode,
        accountNo: row.accountNo,
        amount: row.amount === null ? null : toBaht(row.amount),
        bankTime: isoOrNull(row.bankTime),
        sender: { bankCode: row.senderBank, account: row.senderAccount, name: row.senderName },
        seenBy: row.seenBy,
        candidates: (row.candidates ?? []).map(member),
        text: row.text,
        createdAt: row.createdAt.toISOString(),
        member: row.memberId === null || row.status === 'PENDING' ? null : member(row.memberId),
        decidedBy: operatorRefOf(row.operatorId, operator?.username ?? null, operator?.name ?? null),
        reason: row.reason,
      };
    });
  }
}
