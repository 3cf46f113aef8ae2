import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { BankFeedOutcome } from '@wallet/contract';
import { oneLine } from '../../../adapters/bank-feed/notification-parsers/reading.ts';
import { parseNotification } from '../../../adapters/bank-feed/notification-parsers/index.ts';
import type { FeedEntry, ForwardedNotification } from '../../../adapters/bank-feed/port.ts';
import type { Tx } from '../../../db/queryable.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { crashPoint } from '../../../lib/crash-point.ts';
import type { SettingsService } from '../../settings/index.ts';
import type { BankTransfers, Sighted } from './bank-transfers.ts';
import { ourBankAccounts, resolveOurAccount } from './our-accounts.ts';
import { TRANSFER_COLUMNS, type TransferRow } from './transfer-rows.ts';

/**
 * Who answers for a sighting's credit when an operator supplied it (a statement file, ADR 0131):
 * given the transfer as the sighting decided it, inside its transaction, it answers the transfer
 * to carry out (HELD when it waits for a second operator).
 */
export type CreditGate = (tx: Tx, sighted: Extract<Sighted, { kind: 'transfer' }>) => Promise<TransferRow>;

export interface FeedResult {
  outcome: BankFeedOutcome;
  duplicate: boolean;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The natural key of one delivery per source (ADR 0075): a bank's reference for push and
 * statement rows; for a notification the bank and its exact text, which carries the balance
 * after the transfer, so two phones forwarding one SMS (or one phone twice) are one delivery.
 */
export function naturalKeyOf(
  entry: Pick<FeedEntry, 'source' | 'bankCode' | 'account' | 'reference' | 'raw'>,
): string {
  if (entry.source !== 'notification' && entry.reference) {
    return `${entry.source}:${entry.bankCode}:${entry.reference}`;
  }
  return `${entry.source}:${entry.bankCode}:${sha256(oneLine(entry.raw))}`;
}

/**
 * Every feed delivery is stored first, with its raw text, under its natural key, and its
 * sighting decided in the same transaction: a crash leaves either nothing (the source's
 * retry starts over) or both (a retry is a duplicate that finishes the credit).
 */
export class BankFeedIntake {
  constructor(
    private readonly pool: pg.Pool,
    private readonly settings: SettingsService,
    private readonly transfers: BankTransfers,
  ) {}

  async notification(n: ForwardedNotification, deviceId: string): Promise<FeedResult> {
    const parsed = parseNotification(n);
    if (parsed.kind === 'ignored') return { outcome: 'IGNORED', duplicate: false };
    if (parsed.kind === 'unparsed') {
      const raw = `${n.from}\n${n.text}`;
      const key = `notification:unparsed:${sha256(oneLine(raw))}`;
      const { rows } = await this.pool.query<{ id: string }>(
        `INSERT INTO bank_feed_entries (source, natural_key, device_id, bank_code, raw, status)
         VALUES ('notification', $1, $2, $3, $4, 'UNPARSED') ON CONFLICT (natural_key) DO NOTHING RETURNING id`,
        [key, deviceId, parsed.bankCode, raw],
      );
      if (rows[0]) this.transfers.changed('added', `entry-${rows[0].id}`);
      return { outcome: 'UNPARSED', duplicate: rows.length === 0 };
    }
    return this.accept({ ...parsed.entry, source: 'notification', raw: n.text }, deviceId);
  }

  async accept(entry: FeedEntry, deviceId: string | null = null, gate?: CreditGate): Promise<FeedResult> {
    const naturalKey = naturalKeyOf(entry);
    const our = resolveOurAccount(await ourBankAccounts(this.settings), entry.bankCode, entry.account);
    type Decided =
      | { duplicate: true }
      | { duplicate: false; outcome: BankFeedOutcome; waiting?: string }
      | { duplicate: false; transfer: TransferRow; sighted: Sighted };
    const decided = await inTransaction(this.pool, async (tx): Promise<Decided> => {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO bank_feed_entries (source, natural_key, device_id, bank_code, account, amount, bank_time, reference,
           sender_bank, sender_account, sender_name, raw, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         ON CONFLICT (natural_key) DO NOTHING RETURNING id::int`,
        [
          entry.source,
          naturalKey,
          deviceId,
          entry.bankCode,
          entry.account,
          entry.amount,
          entry.bankTime,
          entry.reference,
          entry.sender.bankCode,
          entry.sender.account,
          entry.sender.name,
          entry.raw,
          our ? 'AMBIGUOUS' : 'NO_ACCOUNT',
        ],
      );
      const id = rows[0]?.id;
      if (id === undefined) return { duplicate: true };
      if (!our) return { duplicate: false, outcome: 'NO_ACCOUNT' };
      const sighted = await this.transfers.decide(tx, { ...entry, ...our });
      if (sighted.kind === 'ambiguous') {
        // Kept with the transfers it could be: an operator settles it from the queue (ADR 0117).
        await tx.query(`UPDATE bank_feed_entries SET candidates = $2 WHERE id = $1`, [
          id,
          JSON.stringify(sighted.candidates),
        ]);
        return { duplicate: false, outcome: 'AMBIGUOUS', waiting: `entry-${id}` };
      }
      await tx.query(`UPDATE bank_feed_entries SET status = 'JOINED', transfer_id = $2 WHERE id = $1`, [
        id,
        sighted.transfer.id,
      ]);
      return { duplicate: false, transfer: gate ? await gate(tx, sighted) : sighted.transfer, sighted };
    });
    if (decided.duplicate) return this.redelivered(naturalKey);
    if (!('transfer' in decided)) {
      if (decided.waiting) this.transfers.changed('added', decided.waiting);
      return { outcome: decided.outcome, duplicate: false };
    }
    this.transfers.announce(decided.sighted);
    crashPoint('bankFeed.afterDecision');
    const transfer = await this.transfers.carryOut(decided.transfer);
    return { outcome: transfer.outcome, duplicate: false };
  }

  /** A delivery seen before: answer what became of it, and finish its credit if a crash left it undone. */
  private async redelivered(naturalKey: string): Promise<FeedResult> {
    const { rows } = await this.pool.query<{ status: BankFeedOutcome | 'JOINED'; transferId: number | null }>(
      `SELECT status, transfer_id::int AS "transferId" FROM bank_feed_entries WHERE natural_key = $1`,
      [naturalKey],
    );
    const entry = rows[0]!;
    if (entry.status !== 'JOINED' || entry.transferId === null) {
      return { outcome: entry.status === 'JOINED' ? 'UNMATCHED' : entry.status, duplicate: true };
    }
    const { rows: transfers } = await this.pool.query<TransferRow>(
      `SELECT ${TRANSFER_COLUMNS} FROM bank_transfers WHERE id = $1`,
      [entry.transferId],
    );
    const transfer = await this.transfers.carryOut(transfers[0]!);
    return { outcome: transfer.outcome, duplicate: true };
  }
}
