import type { FastifyBaseLogger } from 'fastify';
import type { Money } from '../../app.ts';
import { auditLedger } from '../wallet/audit.ts';

/**
 * The recovery job: settles transfers and withdrawals that a crash, a timeout or a slow
 * payout left PENDING, first at start (then the ledger is audited), then on an interval.
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
      if (transfers || withdrawals)
        log.info({ transfers, withdrawals }, 'recovery settled pending movements');
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
