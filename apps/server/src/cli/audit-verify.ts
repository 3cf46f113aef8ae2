/**
 * npm run audit:verify — walks the operators' audit trail and recomputes its hash chain.
 * Exit 0: intact; 1: a row was edited, removed or inserted (the first such row is named);
 * 2: the database could not be read.
 */
import { loadConfig } from '../config.ts';
import { startDatabase } from '../boot.ts';
import { verifyAuditChain } from '../modules/backoffice/index.ts';

let stack;
try {
  stack = await startDatabase(loadConfig(), (line) => console.error(line));
} catch (error) {
  console.error(`audit verify could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
let ok: boolean;
try {
  const report = await verifyAuditChain(stack.database.pool);
  if (report.ok) console.log(`audit trail: OK (${report.rows} rows)`);
  else
    console.log(
      `audit trail: FAILED at row ${report.badId}: ${report.why} (${report.rows} rows verified before it)`,
    );
  ok = report.ok;
} finally {
  await stack.stop();
}
process.exit(ok ? 0 : 1);
