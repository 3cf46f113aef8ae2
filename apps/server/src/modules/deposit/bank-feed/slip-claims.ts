import { bankOfInterbankCode } from '../../../adapters/slip-verifier/bank-codes.ts';
import type { BankTransfer } from '../../../adapters/slip-verifier/port.ts';
import type pg from 'pg';
import type { Tx } from '../../../db/queryable.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { BankTransfers } from './bank-transfers.ts';
import { type OurAccount, resolveOurAccount } from './our-accounts.ts';
import {
  precisionOfSource,
  SAME_TRANSFER_WINDOW_MS,
  type Sighting,
  TRANSFER_COLUMNS,
  type TransferRow,
} from './transfer-rows.ts';

/** The slip channel's question about a verified slip, answered under the same lock as the feed's. */
export type SlipClaim =
  | { kind: 'credit' }
  | { kind: 'credited'; movementId: number }
  | { kind: 'review'; why: 'ambiguous' | 'other-member'; transferId?: number };

/** A slip's view of its transfer: what the verifier told, resolved to one of our accounts. */
export type SlipSighting = Omit<Sighting, 'source' | 'reference'>;

/** What a claim changed in the feed's queue, told after its commit. */
export interface ClaimEffects {
  left?: number;
  reopened: number[];
}

/**
 * A verified slip's claim on the bank transfer it shows (ADR 0075), through the bank transfers'
 * own steps (decide under the lock, record, carry out): the same transfer seen by the feed and
 * by the member's slip is credited once, whichever comes first.
 */
export class SlipClaims {
  constructor(
    private readonly pool: pg.Pool,
    private readonly transfers: BankTransfers,
  ) {}

  /**
   * A verified slip of a transfer into `s.accountNo` (ADR 0075): the same transfer seen by the
   * feed is credited once. credit: the slip credits it under its own opKey (recorded here
   * first, so a feed sighting after it credits nothing); credited: the feed already did, for
   * this member; review: more than one transfer fits, or the feed credited someone else.
   */
  async claimForSlip(s: SlipSighting, memberId: number, opKey: string): Promise<SlipClaim> {
    const effects: ClaimEffects = { reopened: [] };
    const decided = await inTransaction(this.pool, (tx) => this.claimIn(tx, s, memberId, opKey, effects));
    this.announce(effects);
    if ('kind' in decided) return decided;
    const done = await this.transfers.carryOut(decided);
    return done.movementId === null
      ? { kind: 'review', why: 'other-member' }
      : { kind: 'credited', movementId: done.movementId };
  }

  /**
   * An operator's approval of a slip in the deposit reviews (ADR 0181), inside the approval's
   * own transaction: the same claim as a verified slip's, under the same lock as every feed
   * path, so one transfer is credited once over both operators' queues. credit: the transfer is
   * now this slip's, the caller credits it under `opKey` and notes the movement (`creditedBy`)
   * before its commit; a transfer row: the feed already credited it (to this member); review:
   * someone else has it, or it cannot be told from a transfer already decided.
   * `announce(effects)` after the commit tells the feed's queue.
   */
  claimForReview(
    tx: Tx,
    s: SlipSighting,
    memberId: number,
    opKey: string,
    effects: ClaimEffects,
  ): Promise<SlipClaim | TransferRow> {
    return this.claimIn(tx, s, memberId, opKey, effects);
  }

  /** The movement that credited the transfer a slip's claim recorded (in the crediting transaction). */
  async creditedBy(tx: Tx, opKey: string, movementId: number): Promise<void> {
    await tx.query(`UPDATE bank_transfers SET movement_id = $2 WHERE op_key = $1 AND movement_id IS NULL`, [
      opKey,
      movementId,
    ]);
  }

  /** After the commit: what the claim took from the feed's queue, and what it gave back. */
  announce(effects: ClaimEffects): void {
    if (effects.left !== undefined) this.transfers.changed('decided', `transfer-${effects.left}`);
    for (const entry of effects.reopened) this.transfers.changed('added', `entry-${entry}`);
  }

  private async claimIn(
    tx: Tx,
    s: SlipSighting,
    memberId: number,
    opKey: string,
    effects: ClaimEffects,
  ): Promise<SlipClaim | TransferRow> {
    const sighting: Sighting = { ...s, source: 'slip', reference: null };
    let sighted = await this.transfers.decide(tx, sighting);
    if (sighted.kind === 'ambiguous') {
      const claimed = await this.claimUnproven(tx, sighted.candidates, s.bankTime, effects.reopened);
      if (!claimed) return { kind: 'review', why: 'ambiguous' };
      sighted = { kind: 'transfer', transfer: claimed, queue: 'updated' };
      effects.left = claimed.id;
    }
    if (sighted.queue === 'added') await this.offerToAmbiguous(tx, sighted.transfer);
    const row = sighted.transfer;
    if (row.outcome === 'CREDITED')
      return row.memberId === memberId ? row : { kind: 'review', why: 'other-member', transferId: row.id };
    await this.transfers.record(tx, row.id, { outcome: 'CREDITED', memberId, matchedBy: 'slip', opKey });
    // A transfer that waited in the operators' queue is the slip's now (one the slip made never waited).
    if (sighted.queue !== 'added') effects.left = row.id;
    return { kind: 'credit' };
  }

  /**
   * A verified slip that may be the one transfer it fits, which no one credited yet (its sources
   * show no sender, ADR 0133): the slip's own proof names the member, so it claims the transfer,
   * and the deliveries the transfer was made of go back to the operators as AMBIGUOUS: each is
   * this transfer seen again or a second one of the same amount, never silently merged.
   */
  private async claimUnproven(
    tx: Tx,
    candidates: number[],
    bankTime: Date,
    reopened: number[],
  ): Promise<TransferRow | undefined> {
    if (candidates.length !== 1) return undefined;
    const { rows } = await tx.query<TransferRow>(
      `SELECT ${TRANSFER_COLUMNS} FROM bank_transfers WHERE id = $1 AND outcome NOT IN ('CREDITED', 'HELD') AND movement_id IS NULL`,
      candidates,
    );
    const row = rows[0];
    if (!row) return undefined;
    const { rows: entries } = await tx.query<{ id: number }>(
      `UPDATE bank_feed_entries SET status = 'AMBIGUOUS', transfer_id = NULL, candidates = $2
       WHERE transfer_id = $1 AND status = 'JOINED' RETURNING id::int`,
      [row.id, JSON.stringify([row.id])],
    );
    reopened.push(...entries.map((e) => e.id));
    const { rows: claimed } = await tx.query<TransferRow>(
      `UPDATE bank_transfers SET seen_by = ARRAY['slip'], reference = NULL, bank_time = $2, time_precision_ms = $3 WHERE id = $1
       RETURNING ${TRANSFER_COLUMNS}`,
      [row.id, bankTime, precisionOfSource('slip')],
    );
    return claimed[0];
  }

  /**
   * A slip made a transfer of its own: deliveries of its amount and account that waited as
   * AMBIGUOUS between other transfers may be this one, so the operator is offered it too.
   */
  private async offerToAmbiguous(tx: Tx, row: TransferRow): Promise<void> {
    await tx.query(
      `UPDATE bank_feed_entries SET candidates = coalesce(candidates, '[]'::jsonb) || to_jsonb($1::bigint)
       WHERE status = 'AMBIGUOUS' AND bank_code = $2 AND amount = $3
         AND bank_time BETWEEN $4::timestamptz - make_interval(secs => $5) AND $4::timestamptz + make_interval(secs => $5)`,
      [row.id, row.bankCode, row.amount, row.bankTime, SAME_TRANSFER_WINDOW_MS / 1000],
    );
  }

  /** The slip credited the transfer it claimed: note the movement on it. */
  async slipCredited(opKey: string, movementId: number): Promise<void> {
    await this.pool.query(
      `UPDATE bank_transfers SET movement_id = $2 WHERE op_key = $1 AND movement_id IS NULL`,
      [opKey, movementId],
    );
  }
}

/** What the slip channel needs of the bank transfers: claim one before crediting, note the credit after. */
export type SlipTransferClaims = Pick<SlipClaims, 'claimForSlip' | 'slipCredited'>;

/**
 * The sighting a verified slip makes of its transfer (ADR 0075): the receiving account resolved
 * as the feed resolves it, or undefined when it resolves to none or several of ours (the feed
 * cannot resolve it either).
 */
export function slipSightingOf(
  accounts: readonly OurAccount[],
  transfer: BankTransfer,
): SlipSighting | undefined {
  const bank = transfer.receiver.bank ? bankOfInterbankCode(transfer.receiver.bank) : undefined;
  const banks = bank ? [bank] : [...new Set(accounts.map((a) => a.bankCode))];
  const fitting = banks
    .map((code) => resolveOurAccount(accounts, code, transfer.receiver.account))
    .filter((a): a is OurAccount => a !== undefined);
  if (fitting.length !== 1) return undefined;
  const sender = transfer.sender;
  return {
    bankCode: fitting[0]!.bankCode,
    accountNo: fitting[0]!.accountNo,
    amount: transfer.amount,
    bankTime: transfer.transferredAt,
    sender: {
      bankCode: sender?.bank ? (bankOfInterbankCode(sender.bank) ?? null) : null,
      account: sender?.account ?? null,
      name: null,
    },
  };
}

/**
 * A verified slip's transfer, seen by the bank feed too or not (ADR 0075). A slip whose account
 * cannot be resolved to one of ours credits on its own key as before.
 */
export async function claimSlipTransfer(
  claims: SlipTransferClaims,
  sighting: SlipSighting | undefined,
  memberId: number,
  opKey: string,
): Promise<SlipClaim> {
  if (!sighting) return { kind: 'credit' };
  return claims.claimForSlip(sighting, memberId, opKey);
}
