import type pg from 'pg';
import { toBaht, type BankFeedOutcome, type StatementImportReply } from '@wallet/contract';
import type { FeedEntry } from '../../../adapters/bank-feed/port.ts';
import type { StatementReader } from '../../../adapters/bank-feed/statement-files/statement-reader.ts';
import type { StatementLine } from '../../../adapters/bank-feed/statement-files/statement-line.ts';
import { fail } from '../../../lib/app-error.ts';
import type { OperatorActor, OperatorSide } from '../../../lib/operator-side.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { SettingsService } from '../../settings/index.ts';
import { naturalKeyOf, type BankFeedIntake } from './feed-intake.ts';
import { ourBankAccounts } from './our-accounts.ts';

/**
 * The statement import (ADR 0078): an operator uploads an account's internet-banking export;
 * a preview reads it in the worker pool and marks the rows the feed already holds (by the row's
 * natural key); an import hands each new row to the feed's intake, which decides and credits it
 * as any other source's entry (ADR 0074, 0075). A file refused leaves nothing behind.
 */
export class StatementImport {
  constructor(
    private readonly pool: pg.Pool,
    private readonly settings: SettingsService,
    private readonly intake: BankFeedIntake,
    private readonly reader: StatementReader,
    private readonly operators: OperatorSide,
  ) {}

  async run(
    actor: OperatorActor,
    input: { accountNo: string; mode: 'preview' | 'import'; data: Buffer },
  ): Promise<StatementImportReply> {
    if (!(await this.settings.get('bankFeed')).statement) fail('NO_DATA');
    const account =
      (await ourBankAccounts(this.settings)).find((a) => a.accountNo === input.accountNo) ?? fail('NO_BANK');
    const reading = await this.reader.read({ data: input.data, account });
    if (!reading.ok) fail(reading.code);
    const entries = reading.lines.map((line) => ({ line, entry: entryOf(account, line) }));
    const seen = await this.seenKeys(entries.map((e) => naturalKeyOf(e.entry)));
    const rows: StatementImportReply['rows'] = [];
    for (const { line, entry } of entries) {
      const already = seen.has(naturalKeyOf(entry));
      let outcome: BankFeedOutcome | null = null;
      if (input.mode === 'import' && !already) outcome = (await this.intake.accept(entry)).outcome;
      rows.push({
        line: line.line,
        bankTime: line.bankTime.toISOString(),
        amount: toBaht(line.amount),
        sender: line.sender,
        seen: already,
        outcome,
      });
    }
    if (input.mode === 'import') {
      await inTransaction(this.pool, (tx) =>
        this.operators.appendAudit(tx, actor, {
          action: 'bank_feed.statement_import',
          targetType: 'bank_statement',
          targetId: `${account.bankCode}:${account.accountNo}`,
          after: {
            rows: rows.length,
            imported: rows.filter((r) => !r.seen).length,
            credited: rows.filter((r) => r.outcome === 'CREDITED').length,
          },
        }),
      );
    }
    return { ...account, mode: input.mode, rows, otherRows: reading.otherRows };
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
