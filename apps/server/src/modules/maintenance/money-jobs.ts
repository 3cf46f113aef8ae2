import type { FastifyBaseLogger } from 'fastify';
import type { Money } from '../../app.ts';
import { auditLedger } from '../wallet/audit.ts';

/**
 * The recovery job: settles transfers and withdrawals that a crash, a timeout or a slow
 * payout left PENDING, and runs the modules' own recovery tasks (RecoveryTasks), first at start (then the ledger is audited), then on an interval.
 */
export function scheduleMoneyJobs(
  money: Money,
  options: { intervalMs: number; ageMs: number },
  log: FastifyBaseLogger,
): () => void {
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      const transfers = await money.transfers.recover();
      const withdrawals = await money.withdrawals.settlePending(options.ageMs);
      const others = await money.recovery.runAll((task, error) =>
        log.error({ err: error, task }, 'recovery task failed'),
      );
      if (transfers || withdrawals || Object.keys(others).length > 0)
        log.info({ transfers, withdrawals, ...others }, 'recovery settled pending movements');
    } catch (error) {
      log.error({ err: error }, 'recovery round failed');
    } finally {
      running = false;
    }
  };
  void round().then(async () => {
    const report = await auditLedger(money.ledger.pool);
    if (report.ok) log.info({ journals: report.journals, totals: report.totals }, 'ledger audit passed');
    else log.error({ report }, 'LEDGER AUDIT FAILED');
  });
  const timer = setInterval(() => void round(), options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
