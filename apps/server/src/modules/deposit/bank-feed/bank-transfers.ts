import type pg from 'pg';
import type { Tx } from '../../../db/queryable.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { crashPoint } from '../../../lib/crash-point.ts';
import type { QueueEvents } from '../../../lib/queue-events.ts';
import { type BalanceEvents, creditDeposit, type Ledger, settleDepositReview } from '../../wallet/index.ts';
import { creditsInAccountCurrency } from '../account-currency.ts';
import { memberByUniqueAmount, membersBySender, openNotices } from './member-match.ts';
import {
  evidenceOf,
  finerTime,
  precisionOfSource,
  SAME_TRANSFER_WINDOW_MS,
  type Sighting,
  TRANSFER_COLUMNS,
  type TransferRow,
} from './transfer-rows.ts';

/** How a sighting changed the operators' queue of the feed (ADR 0079): announced after its commit. */
export type QueueChange = 'added' | 'updated' | 'decided';

/** What a sighting became: part of one transfer, or one of several it cannot be told from. */
export type Sighted =
  | { kind: 'transfer'; transfer: TransferRow; queue?: QueueChange }
  | { kind: 'ambiguous'; candidates: number[] };

const waits = (row: TransferRow) => row.outcome !== 'CREDITED';

/** A transfer that waited for an operator (or now does) after a sighting joined it. */
function changeOf(before: TransferRow, after: TransferRow): QueueChange | undefined {
  if (waits(before)) return waits(after) ? 'updated' : 'decided';
  return undefined;
}

/** Same account and amount serialise: every transfer a sighting could be shares both. */
const lockOf = (s: { bankCode: string; accountNo: string; amount: number }) =>
  `bank-transfer:${s.bankCode}:${s.accountNo}:${s.amount}`;

/**
 * Bank transfers into the site's accounts (ADRs 0074, 0075). Two steps, each safe to repeat,
 * as the QR gateway's payments: decide under a lock on (account, amount) and record the
 * decision on the transfer; then carry it out in the wallet under the transfer's opKey. Every
 * later sighting of the transfer, from any source, finishes step 2 if a crash left it undone.
 */
export class BankTransfers {
  constructor(
    private readonly pool: pg.Pool,
    private readonly ledger: Ledger,
    private readonly events: BalanceEvents,
    /** The operators' live queues: what the feed leaves for a person, and what leaves it. */
    private readonly queues?: QueueEvents,
  ) {}

  async sight(s: Sighting): Promise<Sighted> {
    const sighted = await inTransaction(this.pool, (tx) => this.decide(tx, s));
    this.announce(sighted);
    if (sighted.kind === 'transfer') sighted.transfer = await this.carryOut(sighted.transfer);
    return sighted;
  }

  /** After the commit: tell the operators' screens that the feed's queue changed (ADR 0098). */
  announce(sighted: Sighted): void {
    if (sighted.kind === 'transfer' && sighted.queue)
      this.changed(sighted.queue, `transfer-${sighted.transfer.id}`);
  }

  /** One item of the feed's queue arrived, changed or left it (fire and forget, after the commit). */
  changed(change: QueueChange, itemId: string): void {
    this.queues?.changed('bankFeed', change, itemId);
  }

  /** Step 1, inside the caller's transaction (the feed stores its entry in the same one). */
  async decide(tx: Tx, s: Sighting): Promise<Sighted> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lockOf(s)]);
    if (s.reference) {
      const { rows } = await tx.query<TransferRow>(
        `SELECT ${TRANSFER_COLUMNS} FROM bank_transfers WHERE bank_code = $1 AND reference = $2`,
        [s.bankCode, s.reference],
      );
      if (rows[0]) return this.joined(rows[0], await this.join(tx, rows[0], s));
    }
    // Joined only on evidence (ADR 0133): a sighting that may be a second transfer of the same
    // amount is kept for an operator with every transfer it could be, never merged into one.
    const candidates = (await this.near(tx, s))
      .map((row) => ({ row, evidence: evidenceOf(row, s) }))
      .filter((c) => c.evidence !== 'none');
    const only = candidates.length === 1 ? candidates[0]! : undefined;
    if (only?.evidence === 'same') return this.joined(only.row, await this.join(tx, only.row, s));
    if (candidates.length > 0) return { kind: 'ambiguous', candidates: candidates.map((c) => c.row.id) };
    const created = await this.create(tx, s);
    return { kind: 'transfer', transfer: created, ...(waits(created) ? { queue: 'added' as const } : {}) };
  }

  private joined(before: TransferRow, after: TransferRow): Sighted {
    const queue = changeOf(before, after);
    return { kind: 'transfer', transfer: after, ...(queue ? { queue } : {}) };
  }

  private async near(tx: Tx, s: Sighting): Promise<TransferRow[]> {
    const { rows } = await tx.query<TransferRow>(
      `SELECT ${TRANSFER_COLUMNS} FROM bank_transfers
       WHERE bank_code = $1 AND account_no = $2 AND amount = $3
         AND bank_time BETWEEN $4::timestamptz - make_interval(secs => $5) AND $4::timestamptz + make_interval(secs => $5)
       ORDER BY id`,
      [s.bankCode, s.accountNo, s.amount, s.bankTime, (2 * SAME_TRANSFER_WINDOW_MS) / 1000],
    );
    return rows;
  }

  /** A later source saw the transfer: note it, and keep what it shows that the transfer lacked. */
  private async join(tx: Tx, row: TransferRow, s: Sighting): Promise<TransferRow> {
    const { rows } = await tx.query<TransferRow>(
      `UPDATE bank_transfers SET
         seen_by = CASE WHEN $2 = ANY(seen_by) THEN seen_by ELSE array_append(seen_by, $2) END,
         reference = coalesce(reference, $3),
         sender_bank = coalesce(sender_bank, $4),
         sender_account = CASE WHEN sender_account IS NULL OR $5 ~ '^[0-9]+$' THEN coalesce($5, sender_account) ELSE sender_account END,
         sender_name = CASE WHEN sender_name IS NULL OR length($6) > length(sender_name) THEN coalesce($6, sender_name) ELSE sender_name END,
         bank_time = coalesce($7, bank_time),
         time_precision_ms = CASE WHEN $7::timestamptz IS NULL THEN time_precision_ms ELSE $8 END
       WHERE id = $1 RETURNING ${TRANSFER_COLUMNS}`,
      [
        row.id,
        s.source,
        s.source === 'slip' ? null : s.reference,
        s.sender.bankCode,
        s.sender.account,
        s.sender.name,
        finerTime(row, s),
        precisionOfSource(s.source),
      ],
    );
    const joined = rows[0]!;
    // A transfer not yet tied to one member may be by what this source shows (a push's full sender account).
    if (joined.outcome === 'CREDITED' || s.source === 'slip') return joined;
    const match = await this.match(tx, joined, s);
    if (match.outcome === 'UNMATCHED') return joined;
    return this.record(tx, joined.id, match);
  }

  private async create(tx: Tx, s: Sighting): Promise<TransferRow> {
    const { rows } = await tx.query<TransferRow>(
      `INSERT INTO bank_transfers (bank_code, account_no, amount, bank_time, reference, sender_bank, sender_account,
         sender_name, seen_by, outcome, time_precision_ms)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, ARRAY[$9], 'UNMATCHED', $10) RETURNING ${TRANSFER_COLUMNS}`,
      [
        s.bankCode,
        s.accountNo,
        s.amount,
        s.bankTime,
        s.source === 'slip' ? null : s.reference,
        s.sender.bankCode,
        s.sender.account,
        s.sender.name,
        s.source,
        precisionOfSource(s.source),
      ],
    );
    const created = rows[0]!;
    if (s.source === 'slip') return created;
    const match = await this.match(tx, created, s);
    return match.outcome === 'UNMATCHED' ? created : this.record(tx, created.id, match);
  }

  /**
   * Every automatic match of a transfer ends here (ADR 0175): one member is credited without a
   * person only when their wallet is in the currency of the account the money reached. Otherwise
   * the transfer waits in the operators' queue with that member as its candidate, never credited
   * by guess; an operator's placing (assign, operator credits) keeps its own rules.
   */
  private async match(tx: Tx, row: TransferRow, s: Sighting): Promise<Decision> {
    const decision = await this.matchMember(tx, row, s);
    if (decision.outcome !== 'CREDITED' || decision.memberId === undefined) return decision;
    if (await creditsInAccountCurrency(tx, row.bankCode, decision.memberId)) return decision;
    return { outcome: 'REVIEW', candidates: [decision.memberId] };
  }

  /**
   * ADR 0074: the sender's account, then a unique amount the member asked for, then an open
   * deposit notice. Exactly one member, or REVIEW with the candidates, or UNMATCHED.
   */
  private async matchMember(tx: Tx, row: TransferRow, s: Sighting): Promise<Decision> {
    const sender = {
      bankCode: row.senderBank ?? s.sender.bankCode,
      account: row.senderAccount ?? s.sender.account,
      name: row.senderName ?? s.sender.name,
    };
    const bySender = await membersBySender(tx, sender);
    if (bySender.length === 1) return credited(row, bySender[0]!, 'sender');
    const byAmount = await memberByUniqueAmount(tx, row);
    if (byAmount) {
      await tx.query(`UPDATE bank_amount_requests SET status = 'USED', transfer_id = $2 WHERE id = $1`, [
        byAmount.requestId,
        row.id,
      ]);
      return credited(row, byAmount.memberId, 'amount');
    }
    const notices = await openNotices(tx, row, bySender.length > 1 ? bySender : undefined);
    if (notices.length === 1) {
      return { ...credited(row, notices[0]!.memberId, 'notice'), noticeMovementId: notices[0]!.movementId };
    }
    const candidates = bySender.length > 1 ? bySender : [...new Set(notices.map((n) => n.memberId))];
    if (candidates.length > 1) return { outcome: 'REVIEW', candidates };
    return { outcome: 'UNMATCHED' };
  }

  /** Writes a decision on a transfer (a match, an operator's placing, a slip's claim: slip-claims.ts). */
  async record(tx: Tx, id: number, d: Decision): Promise<TransferRow> {
    const { rows } = await tx.query<TransferRow>(
      `UPDATE bank_transfers SET outcome = $2, member_id = $3, matched_by = $4, candidates = $5, op_key = $6,
         notice_movement_id = $7
       WHERE id = $1 RETURNING ${TRANSFER_COLUMNS}`,
      [
        id,
        d.outcome,
        d.memberId ?? null,
        d.matchedBy ?? null,
        d.candidates ? JSON.stringify(d.candidates) : null,
        d.opKey ?? null,
        d.noticeMovementId ?? null,
      ],
    );
    return rows[0]!;
  }

  /** Step 2: credit a decided transfer once (its opKey, or its notice's movement), then note the movement. */
  async carryOut(row: TransferRow): Promise<TransferRow> {
    if (row.outcome !== 'CREDITED' || row.movementId !== null || row.memberId === null) return row;
    let movementId: number;
    if (row.noticeMovementId !== null) {
      const settled = await settleDepositReview(this.ledger, this.events, row.noticeMovementId, 'credit');
      if (settled?.status !== 'SUCCESS') {
        // An operator rejected the notice first: the transfer is the operator's to place.
        const { rows } = await this.pool.query<TransferRow>(
          `UPDATE bank_transfers SET outcome = 'REVIEW', candidates = $2 WHERE id = $1 AND movement_id IS NULL
           RETURNING ${TRANSFER_COLUMNS}`,
          [row.id, JSON.stringify([row.memberId])],
        );
        if (rows[0]) this.changed('added', `transfer-${row.id}`);
        return rows[0] ?? row;
      }
      movementId = settled.id;
    } else {
      const deposit = {
        memberId: row.memberId,
        amount: row.amount,
        opKey: row.opKey!,
        // A slip claimed it (recovery finishing the slip's credit): the slip's channel, as the slip credits.
        channel: row.matchedBy === 'slip' ? `SLIP:${row.senderBank ?? 'BANK'}` : `BANK:${row.bankCode}`,
      };
      movementId = (await creditDeposit(this.ledger, this.events, deposit)).movement.id;
    }
    crashPoint('bankFeed.afterCredit');
    const { rows } = await this.pool.query<TransferRow>(
      `UPDATE bank_transfers SET movement_id = coalesce(movement_id, $2) WHERE id = $1 RETURNING ${TRANSFER_COLUMNS}`,
      [row.id, movementId],
    );
    return rows[0]!;
  }

  /**
   * An operator places a transfer on a member (ADR 0079), under the lock every sighting of it
   * takes. A transfer already CREDITED is answered as it is: the caller tells a repeat of the
   * same placing from a conflict. Step 2 (carryOut) follows the caller's commit.
   */
  async assign(tx: Tx, id: number, memberId: number): Promise<TransferRow | undefined> {
    const { rows } = await tx.query<TransferRow>(
      `SELECT ${TRANSFER_COLUMNS} FROM bank_transfers WHERE id = $1`,
      [id],
    );
    if (!rows[0]) return undefined;
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lockOf(rows[0])]);
    const { rows: locked } = await tx.query<TransferRow>(
      `SELECT ${TRANSFER_COLUMNS} FROM bank_transfers WHERE id = $1 FOR UPDATE`,
      [id],
    );
    const row = locked[0]!;
    if (row.outcome === 'CREDITED') return row;
    // The member's open unique amount of this very transfer is spent by it.
    await tx.query(
      `UPDATE bank_amount_requests SET status = 'USED', transfer_id = $5 WHERE status = 'OPEN' AND member_id = $1
         AND bank_code = $2 AND account_no = $3 AND amount = $4`,
      [memberId, row.bankCode, row.accountNo, row.amount, id],
    );
    return this.record(tx, id, {
      outcome: 'CREDITED',
      memberId,
      matchedBy: 'operator',
      opKey: `bank:${id}`,
      // Kept: the queue still shows a placed REVIEW item as one.
      ...(row.candidates ? { candidates: row.candidates } : {}),
    });
  }

  /**
   * An operator's reading of an AMBIGUOUS delivery (ADR 0117), under the lock every sighting of
   * its account and amount takes. `duplicate`: the delivery is that transfer seen again: its source
   * is noted on it and nothing else changes (no match is run, nothing moves). `new`: it is
   * another transfer, made and matched as a first sighting is (step 2 follows the caller's commit,
   * under the new transfer's own op key). Undefined when the transfer named is not there.
   */
  async settleAmbiguous(
    tx: Tx,
    s: Sighting,
    as: { kind: 'duplicate'; transferId: number } | { kind: 'new' },
  ): Promise<Extract<Sighted, { kind: 'transfer' }> | undefined> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lockOf(s)]);
    if (as.kind === 'duplicate') {
      const { rows } = await tx.query<TransferRow>(
        `UPDATE bank_transfers SET seen_by = CASE WHEN $2 = ANY(seen_by) THEN seen_by ELSE array_append(seen_by, $2) END
         WHERE id = $1 RETURNING ${TRANSFER_COLUMNS}`,
        [as.transferId, s.source],
      );
      return rows[0] && { kind: 'transfer', transfer: rows[0] };
    }
    if (s.reference) {
      // Another source has since carried its reference: it is that transfer, not a new one.
      const { rows } = await tx.query<{ id: number }>(
        `SELECT id::int FROM bank_transfers WHERE bank_code = $1 AND reference = $2`,
        [s.bankCode, s.reference],
      );
      if (rows[0]) return undefined;
    }
    const created = await this.create(tx, s);
    return { kind: 'transfer', transfer: created, ...(waits(created) ? { queue: 'added' as const } : {}) };
  }

  /**
   * The recovery job (ADR 0077): a transfer decided CREDITED whose credit a crash interrupted
   * (killed between step 1's commit and step 2, or before its movement was noted) is carried
   * out here, at least `ageMs` after it was first seen so that the live request finishes its
   * own. Step 2 is idempotent on the transfer's opKey (or its notice's movement), so a run
   * racing a late sighting credits nothing twice. Answers how many it finished.
   */
  async recoverUncredited(ageMs: number): Promise<number> {
    const { rows } = await this.pool.query<TransferRow>(
      `SELECT ${TRANSFER_COLUMNS} FROM bank_transfers
       WHERE outcome = 'CREDITED' AND movement_id IS NULL AND created_at <= now() - make_interval(secs => $1)
       ORDER BY id LIMIT 500`,
      [ageMs / 1000],
    );
    let finished = 0;
    for (const row of rows) {
      const done = await this.carryOut(row);
      if (done.movementId === null) continue;
      finished += 1;
      // A slip killed between its claim and its credit is still PENDING: it is this credit's.
      if (done.matchedBy === 'slip') {
        await this.pool.query(
          `UPDATE slips SET status = 'SUCCESS', note = NULL, movement_id = $2, amount = $3, updated_at = now()
           WHERE status = 'PENDING' AND 'slip:' || sending_bank || ':' || trans_ref = $1`,
          [done.opKey, done.movementId, done.amount],
        );
      }
    }
    return finished;
  }
}

export interface Decision {
  outcome: 'CREDITED' | 'REVIEW' | 'UNMATCHED';
  memberId?: number;
  matchedBy?: string;
  candidates?: number[];
  opKey?: string;
  noticeMovementId?: number;
}

function credited(row: TransferRow, memberId: number, matchedBy: string): Decision {
  return { outcome: 'CREDITED', memberId, matchedBy, opKey: `bank:${row.id}` };
}
