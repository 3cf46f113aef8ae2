/**
 * npm run ledger:audit — checks the books of the configured database (DATABASE_URL, or the
 * embedded one under DATA_DIR, started for the occasion) and exits 1 on any violation.
 */
import { loadConfig } from '../config.ts';
import { startDatabase } from '../boot.ts';
import { toBaht, formatBaht } from '@wallet/contract';
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
  console.log('totals per account type (baht):');
  for (const [label, satang] of Object.entries(report.totals)) {
    console.log(`  ${label.padEnd(24)} ${formatBaht(toBaht(satang)).padStart(18)}`);
  }
  console.log(`  ${'sum of all entries'.padEnd(24)} ${formatBaht(toBaht(report.grandTotal)).padStart(18)}`);
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
