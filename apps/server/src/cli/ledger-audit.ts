/**
 * npm run ledger:audit — checks the books of the configured database (DATABASE_URL, or the
 * embedded one under DATA_DIR, started for the occasion) and exits 1 on any violation.
 */
import { loadConfig } from '../config.ts';
import { startDatabase } from '../boot.ts';
import { formatMoney, fromMinor, type Currency } from '@wallet/contract';
import { auditLedger } from '../modules/wallet/index.ts';

async function start() {
  try {
    return await startDatabase(loadConfig(), (line) => console.error(line));
  } catch (error) {
    // Exit 2, not 1: the books were not read, so nothing is known about them.
    console.error(`ledger audit could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
}

const stack = await start();
let ok: boolean;
try {
  const report = await auditLedger(stack.database.pool);
  console.log(`journal transactions: ${report.journals}`);
  // Each currency is its own book (ADR 0159): its totals are listed and summed apart, never added.
  for (const [currency, book] of Object.entries(report.books)) {
    console.log(`${currency} book, totals per account type:`);
    for (const [label, minor] of Object.entries(book.totals)) {
      console.log(
        `  ${label.padEnd(24)} ${formatMoney(fromMinor(minor), currency as Currency).padStart(18)}`,
      );
    }
    console.log(
      `  ${'sum of all entries'.padEnd(24)} ${formatMoney(fromMinor(book.grandTotal), currency as Currency).padStart(18)}`,
    );
    if (book.grandTotal !== 0) console.log(`VIOLATION the ${currency} book does not sum to zero`);
  }
  for (const id of report.mixedCurrencyJournals) console.log(`VIOLATION journal ${id} mixes currencies`);
  for (const id of report.unbalancedJournals) console.log(`VIOLATION journal ${id} does not sum to zero`);
  for (const row of report.driftedAccounts)
    console.log(`VIOLATION account ${row.id}: balance ${row.balance} but entries sum to ${row.entries}`);
  for (const id of report.negativeAccounts) console.log(`VIOLATION account ${id} is negative`);
  ok = report.ok;
  console.log(ok ? 'ledger audit: OK' : 'ledger audit: FAILED');
} finally {
  await stack.stop();
}
process.exit(ok ? 0 : 1);
