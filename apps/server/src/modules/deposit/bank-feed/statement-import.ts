import { createHash } from 'node:crypto';
import type pg from 'pg';
import { toBaht, type BankFeedOutcome, type StatementImportReply } from '@wallet/contract';
import type { FeedEntry } from '../../../adapters/bank-feed/port.ts';
import type { StatementReader } from '../../../adapters/bank-feed/statement-files/statement-reader.ts';
import type { StatementLine } from '../../../adapters/bank-feed/statement-files/statement-line.ts';
import { fail } from '../../../lib/app-error.ts';
import type { OperatorActor, OperatorSide } from '../../../lib/operator-side.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { SettingsService } from '../../settings/index.ts';
import { naturalKeyOf, type BankFeedIntake, type CreditGate } from './feed-intake.ts';
import { creditedByFile, type FeedOperatorCredits } from './operator-credits.ts';
import type { TransferRow } from './transfer-rows.ts';
import { ourBankAccounts } from './our-accounts.ts';

/**
 * The statement import (ADR 0078): an operator uploads an account's internet-banking export;
 * a preview reads it in the worker pool and marks the rows the feed already holds (by the row's
 * natural key); an import hands each new row to the feed's intake, which decides it as any other
 * source's entry (ADR 0074, 0075). A file refused leaves nothing behind.
 *
 * The file is the operator's evidence, not an outside system's (ADR 0131): a row it would credit
 * is the importer's credit under the second-approver rule, with the import's reason, in a batch
 * named by the file's name and sha256. Within the limits it credits; above them it is HELD for a
 * second operator. A row that only joins a transfer another source already credited is unchanged.
 */
export class StatementImport {
  constructor(
    private readonly pool: pg.Pool,
    private readonly settings: SettingsService,
    private readonly intake: BankFeedIntake,
    private readonly reader: StatementReader,
    private readonly operators: OperatorSide,
    private readonly credits: FeedOperatorCredits,
  ) {}

  async run(
    actor: OperatorActor,
    input: {
      accountNo: string;
      mode: 'preview' | 'import';
      data: Buffer;
      reason?: string | undefined;
      fileName?: string | undefined;
    },
  ): Promise<StatementImportReply> {
    if (!(await this.settings.get('bankFeed')).statement) fail('NO_DATA');
    const account =
      (await ourBankAccounts(this.settings)).find((a) => a.accountNo === input.accountNo) ?? fail('NO_BANK');
    if (input.mode === 'import' && !input.reason) fail('KEY_MISSING');
    const reading = await this.reader.read({ data: input.data, account });
    if (!reading.ok) fail(reading.code);
    const entries = reading.lines.map((line) => ({ line, entry: entryOf(account, line) }));
    const seen = await this.seenKeys(entries.map((e) => naturalKeyOf(e.entry)));
    const fileSha256 = createHash('sha256').update(input.data).digest('hex');
    const fileName = input.fileName?.slice(0, 200) || null;
    const batchId =
      input.mode === 'import'
        ? await this.credits.openBatch(this.pool, actor, {
            kind: 'statement',
            reason: input.reason!,
            fileName,
            fileSha256,
            ...account,
          })
        : null;
    const rows: StatementImportReply['rows'] = [];
    /** Every row the import credited or held: its member and amount, for the audit. */
    const placed: { line: number; memberId: number; amount: number; outcome: string; byFile: boolean }[] = [];
    for (const { line, entry } of entries) {
      const already = seen.has(naturalKeyOf(entry));
      let outcome: BankFeedOutcome | null = null;
      if (batchId !== null && !already) {
        let credited: { transfer: TransferRow; byFile: boolean } | undefined;
        const gate: CreditGate = async (tx, sighted) => {
          const byFile = creditedByFile(sighted);
          const transfer = byFile
            ? await this.credits.decide(tx, sighted.transfer, { actor, batchId, reason: input.reason! })
            : sighted.transfer;
          credited = { transfer, byFile };
          return transfer;
        };
        outcome = (await this.intake.accept(entry, null, gate)).outcome;
        const { transfer, byFile } = credited ?? {};
        if (transfer?.memberId != null && (outcome === 'CREDITED' || outcome === 'HELD')) {
          placed.push({
            line: line.line,
            memberId: transfer.memberId,
            amount: toBaht(transfer.amount),
            outcome,
            byFile: byFile!,
          });
        }
      }
      rows.push({
        line: line.line,
        bankTime: line.bankTime.toISOString(),
        amount: toBaht(line.amount),
        sender: line.sender,
        seen: already,
        outcome,
      });
    }
    const waiting = placed.filter((p) => p.outcome === 'HELD').length;
    const byFile = placed.filter((p) => p.byFile && p.outcome === 'CREDITED').length;
    if (batchId !== null) {
      await inTransaction(this.pool, (tx) =>
        this.operators.appendAudit(tx, actor, {
          action: 'bank_feed.statement_import',
          targetType: 'bank_statement',
          targetId: `${account.bankCode}:${account.accountNo}`,
          after: {
            rows: rows.length,
            imported: rows.filter((r) => !r.seen).length,
            credited: rows.filter((r) => r.outcome === 'CREDITED').length,
            waiting,
            batchId,
            fileName,
            fileSha256,
            // Every row it credited or holds: whose wallet, how much, and whether the file alone did it.
            credits: placed,
          },
          reason: input.reason!,
        }),
      );
      if (waiting > 0) this.credits.held(batchId);
    }
    return {
      ...account,
      mode: input.mode,
      rows,
      otherRows: reading.otherRows,
      batch: batchId !== null && byFile + waiting > 0 ? { id: batchId, credited: byFile, waiting } : null,
    };
  }

  private async seenKeys(keys: string[]): Promise<Set<string>> {
    const { rows } = await this.pool.query<{ key: string }>(
      `SELECT natural_key AS key FROM bank_feed_entries WHERE natural_key = ANY($1)`,
      [keys],
    );
    return new Set(rows.map((r) => r.key));
  }
}

function entryOf(account: { bankCode: string; accountNo: string }, line: StatementLine): FeedEntry {
  return {
    source: 'statement',
    bankCode: account.bankCode,
    account: account.accountNo,
    amount: line.amount,
    bankTime: line.bankTime,
    reference: null,
    sender: line.sender,
    raw: line.raw,
  };
}
