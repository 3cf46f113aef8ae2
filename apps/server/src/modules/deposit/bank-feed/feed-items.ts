import type pg from 'pg';
import { creditsInAccountCurrency } from '../account-currency.ts';
import {
  toBaht,
  toSatang,
  type BankFeedItem,
  type BankFeedItemsPage,
  type BankFeedSettleRequest,
  type PendingSummary,
} from '@wallet/contract';
import type { Tx } from '../../../db/queryable.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { crashPoint } from '../../../lib/crash-point.ts';
import { fail } from '../../../lib/app-error.ts';
import { searchCondition, type ListSearch } from '../../../lib/list-search.ts';
import type { OperatorActor, OperatorSide } from '../../../lib/operator-side.ts';
import { isoOrNull } from '../../../lib/refs.ts';
import type { SettingsService } from '../../settings/index.ts';
import type { BankTransfers } from './bank-transfers.ts';
import { ourBankAccounts, resolveOurAccount } from './our-accounts.ts';
import { onlyFilesSaw, type FeedOperatorCredits } from './operator-credits.ts';
import { ITEMS, itemsOf, SEARCH_COLUMNS, type FeedItemRow } from './feed-item-rows.ts';
import { shownItems } from './feed-item-view.ts';
import type { TransferRow } from './transfer-rows.ts';

/** An AMBIGUOUS delivery as stored, to be settled (ADR 0117). */
interface AmbiguousEntry {
  source: 'push' | 'notification' | 'statement';
  bankCode: string | null;
  account: string | null;
  amount: number;
  bankTime: Date;
  reference: string | null;
  senderBank: string | null;
  senderAccount: string | null;
  senderName: string | null;
  status: string;
  candidates: number[] | null;
}

export class BankFeedItems {
  constructor(
    private readonly pool: pg.Pool,
    private readonly transfers: BankTransfers,
    private readonly settings: SettingsService,
    private readonly operators: OperatorSide,
    private readonly credits: FeedOperatorCredits,
  ) {}

  /** A page of one status, with the lists' one search (ADR 0111); an unread message has no amount or reference. */
  async list(
    filter: ListSearch & {
      kind?: BankFeedItem['kind'];
      status: BankFeedItem['status'];
      page: number;
      limit: number;
    },
  ): Promise<BankFeedItemsPage> {
    const search = searchCondition(filter, 5, SEARCH_COLUMNS);
    const { rows } = await this.pool.query<FeedItemRow & { total: string }>(
      `SELECT *, count(*) OVER () AS total FROM (${itemsOf(filter.q !== undefined)}) q
       WHERE status = $1 AND ($2::text IS NULL OR kind = $2) AND ${search.sql}
       ORDER BY "createdAt" ${filter.status === 'PENDING' ? 'ASC' : 'DESC'} LIMIT $3 OFFSET $4`,
      [filter.status, filter.kind ?? null, filter.limit, (filter.page - 1) * filter.limit, ...search.params],
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

  /**
   * The item an operator acts on, as the queue shows it. One the feed itself has credited since
   * the operator's list was drawn (the bank's push of the same transfer arriving meanwhile) has
   * left the queue: that is ALREADY_DECIDED, not a missing item.
   */
  private async stillWaiting(itemId: string): Promise<BankFeedItem> {
    const shown = await this.shownItem(itemId);
    if (shown) return shown;
    const [type, rawId] = itemId.split('-');
    const id = Number(rawId);
    const table = { transfer: 'bank_transfers', entry: 'bank_feed_entries' }[type ?? ''];
    if (!table || !Number.isSafeInteger(id)) fail('NO_DATA');
    const { rowCount } = await this.pool.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
    return fail(rowCount ? 'ALREADY_DECIDED' : 'NO_DATA');
  }

  async item(itemId: string): Promise<BankFeedItem> {
    return (await this.shownItem(itemId)) ?? fail('NO_DATA');
  }

  private async shownItem(itemId: string): Promise<BankFeedItem | undefined> {
    const { rows } = await this.pool.query<FeedItemRow>(`SELECT * FROM (${ITEMS}) q WHERE id = $1`, [itemId]);
    return (await this.shown(rows))[0];
  }

  /**
   * Credits the item to the member once: a transfer under its own op key; an unparsed message
   * as a sighting of the amount and account the operator read in it, which joins the transfer
   * another source already saw, if one did. A repeat of the same placing answers the item; any
   * other placing of an item already credited is ALREADY_DECIDED. A typed amount, or a transfer
   * only files saw, is the operator's own evidence: an operator credit under the second-approver
   * rule, HELD for a second operator above its limits (ADR 0131).
   */
  async match(
    actor: OperatorActor,
    itemId: string,
    input: { memberId: number; reason: string; amount?: number | undefined; accountNo?: string | undefined },
  ): Promise<BankFeedItem> {
    const [type, rawId] = itemId.split('-') as ['transfer' | 'entry', string];
    const id = Number(rawId);
    const before = await this.stillWaiting(itemId);
    const placed = await inTransaction(this.pool, async (tx): Promise<Placed | 'repeat'> => {
      await lockItem(tx, itemId);
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
      let row = (await this.transfers.assign(tx, transferId, input.memberId)) ?? fail('NO_DATA');
      // The figure the bank showed is in the receiving account's currency: placed on a wallet of
      // the other one it would be converted by a click (kip as baht is 650 times the value), so
      // an operator's pick is held to the automatic paths' rule (ADR 0175).
      if (!(await creditsInAccountCurrency(tx, row.bankCode, input.memberId))) fail('CURRENCY_MISMATCH');
      if (row.memberId !== input.memberId || (row.matchedBy !== 'operator' && type === 'transfer')) {
        fail('ALREADY_DECIDED');
      }
      let batchId: number | null = null;
      if (type === 'entry' || onlyFilesSaw(before.seenBy)) {
        const kind = type === 'entry' ? 'typed_amount' : 'match';
        batchId = await this.credits.openBatch(tx, actor, { kind, reason: input.reason, itemId, ...row });
        row = await this.credits.decide(tx, row, { actor, batchId, reason: input.reason });
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
        after: {
          status: 'SUCCESS',
          amount: toBaht(row.amount),
          transferId: row.id,
          ...creditOf(row, batchId),
        },
        reason: input.reason,
      });
      return { row, batchId };
    });
    if (placed !== 'repeat') {
      this.transfers.changed('decided', itemId);
      this.heldAfter(placed);
      crashPoint('operatorCredit.afterMatch');
      await this.transfers.carryOut(placed.row);
    }
    return this.item(itemId);
  }

  /**
   * Settles an AMBIGUOUS delivery (ADR 0117), its decision row and audit row in one transaction:
   * the same as one of the transfers it could be (nothing moves), or a new transfer, matched as a
   * first sighting and credited after the commit under its own op key. A repeat of the same
   * choice answers the item; another choice once settled is ALREADY_DECIDED. A new transfer the
   * operator's choice credits is an operator credit, HELD above the limits (ADR 0131).
   */
  async settle(actor: OperatorActor, itemId: string, input: BankFeedSettleRequest): Promise<BankFeedItem> {
    const [type, rawId] = itemId.split('-') as [string, string];
    if (type !== 'entry') fail('NO_DATA');
    if (input.as === 'duplicate' && input.transferId === undefined) fail('KEY_MISSING');
    const id = Number(rawId);
    const wanted = input.as === 'duplicate' ? Number(input.transferId!.slice('transfer-'.length)) : undefined;
    const settled = await inTransaction(this.pool, async (tx): Promise<Placed | 'repeat'> => {
      await lockItem(tx, itemId);
      const { rows } = await tx.query<AmbiguousEntry>(
        `SELECT source, bank_code AS "bankCode", account, amount::float8 AS amount, bank_time AS "bankTime", reference,
           sender_bank AS "senderBank", sender_account AS "senderAccount", sender_name AS "senderName", status, candidates
         FROM bank_feed_entries WHERE id = $1 AND amount IS NOT NULL FOR UPDATE`,
        [id],
      );
      const entry = rows[0] ?? fail('NO_DATA');
      const candidates = (entry.candidates ?? []).map(Number);
      const { rows: decided } = await tx.query<{ transferId: string }>(
        `SELECT transfer_id AS "transferId" FROM bank_feed_decisions WHERE item_id = $1 FOR UPDATE`,
        [itemId],
      );
      if (decided[0]) {
        const was = Number(decided[0].transferId);
        if (wanted === undefined ? !candidates.includes(was) : was === wanted) return 'repeat';
        fail('ALREADY_DECIDED');
      }
      if (entry.status !== 'AMBIGUOUS') fail('NO_DATA');
      if (wanted !== undefined && !candidates.includes(wanted)) fail('NO_DATA');
      const sighted =
        (await this.transfers.settleAmbiguous(
          tx,
          {
            source: entry.source,
            ...(await this.accountOf(tx, entry, candidates)),
            amount: entry.amount,
            bankTime: entry.bankTime,
            reference: entry.reference,
            sender: { bankCode: entry.senderBank, account: entry.senderAccount, name: entry.senderName },
          },
          wanted === undefined ? { kind: 'new' } : { kind: 'duplicate', transferId: wanted },
        )) ?? fail(wanted === undefined ? 'ALREADY_DECIDED' : 'NO_DATA');
      let row = sighted.transfer;
      let batchId: number | null = null;
      if (wanted === undefined && row.outcome === 'CREDITED' && row.movementId === null) {
        batchId = await this.credits.openBatch(tx, actor, {
          kind: 'settle_new',
          reason: input.reason,
          itemId,
          ...row,
        });
        row = await this.credits.decide(tx, row, { actor, batchId, reason: input.reason });
      }
      const memberId = row.outcome === 'CREDITED' || row.outcome === 'HELD' ? row.memberId : null;
      await tx.query(`UPDATE bank_feed_entries SET status = 'JOINED', transfer_id = $2 WHERE id = $1`, [
        id,
        row.id,
      ]);
      await tx.query(
        `INSERT INTO bank_feed_decisions (item_id, transfer_id, member_id, operator_id, reason) VALUES ($1, $2, $3, $4, $5)`,
        [itemId, row.id, memberId, actor.operatorId, input.reason],
      );
      await this.operators.appendAudit(tx, actor, {
        action: 'bank_feed.settle',
        targetType: 'bank_transfer',
        targetId: itemId,
        memberId,
        before: {
          kind: 'AMBIGUOUS',
          status: 'PENDING',
          amount: toBaht(entry.amount),
          transfers: candidates.map((c) => `transfer-${c}`),
        },
        after: {
          status: 'SUCCESS',
          as: input.as,
          transferId: `transfer-${row.id}`,
          outcome: row.outcome,
          ...creditOf(row, batchId),
        },
        reason: input.reason,
      });
      return { row, batchId };
    });
    if (settled !== 'repeat') {
      this.transfers.changed('decided', itemId);
      this.heldAfter(settled);
      if (input.as === 'new') {
        const waits = settled.row.outcome === 'REVIEW' || settled.row.outcome === 'UNMATCHED';
        if (waits) this.transfers.changed('added', `transfer-${settled.row.id}`);
        await this.transfers.carryOut(settled.row);
      }
    }
    return this.item(itemId);
  }

  /** After the commit: a credit held for a second operator is announced to its queue. */
  private heldAfter(placed: Placed): void {
    if (placed.batchId !== null && placed.row.outcome === 'HELD') this.credits.held(placed.batchId);
  }

  /** Our account an ambiguous delivery reached: its transfers' (they share it), else as the source showed it. */
  private async accountOf(
    tx: Parameters<BankTransfers['decide']>[0],
    entry: AmbiguousEntry,
    candidates: number[],
  ): Promise<{ bankCode: string; accountNo: string }> {
    const { rows } = await tx.query<{ bankCode: string; accountNo: string }>(
      `SELECT bank_code AS "bankCode", account_no AS "accountNo" FROM bank_transfers WHERE id = ANY($1) LIMIT 1`,
      [candidates],
    );
    if (rows[0]) return rows[0];
    const shown = entry.bankCode && entry.account;
    return (
      (shown && resolveOurAccount(await ourBankAccounts(this.settings), entry.bankCode!, entry.account!)) ||
      fail('NO_DATA')
    );
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

  private shown(rows: FeedItemRow[]): Promise<BankFeedItem[]> {
    return shownItems(this.pool, this.credits, rows);
  }
}

/** A decision and the batch its operator credit is in (null: no operator credit). */
interface Placed {
  row: TransferRow;
  batchId: number | null;
}

/** What the audit says of a decision's operator credit: its batch, and whether it waits (ADR 0131). */
function creditOf(row: TransferRow, batchId: number | null) {
  if (batchId === null) return {};
  return { batchId, operatorCredit: row.outcome === 'HELD' ? 'WAITING' : 'APPLIED' };
}

/**
 * Two operators deciding one item at once queue here: `FOR UPDATE` on a decision row that does
 * not exist yet locks nothing, so both would reach its insert (issue 45). The second then reads
 * the first's decision: the same one is a repeat, another is ALREADY_DECIDED.
 */
async function lockItem(tx: Tx, itemId: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`bank-feed-item:${itemId}`]);
}
