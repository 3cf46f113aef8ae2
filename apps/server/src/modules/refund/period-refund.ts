import { lastClosedPeriod, type Period } from '../../lib/bangkok-period.ts';
import { percentOf } from '../../lib/percent-of.ts';
import type { Settings } from '../settings/index.ts';
import type { Ledger } from '../wallet/index.ts';

export interface PeriodRefund {
  period: Period;
  /** Deposits minus withdrawals minus the growth of wallet, games and holds (satang; may be negative). */
  netLoss: number;
  /** The refund the loss earns (satang), before the minimum. */
  amount: number;
}

/** The refund of the member's last closed period, computed from the ledger. */
export async function periodRefund(
  ledger: Ledger,
  memberId: number,
  config: Settings['refund'],
  now: Date,
): Promise<PeriodRefund> {
  const period = lastClosedPeriod(config.period, now);
  const flow = (await ledger.flows([memberId], period.start, period.end)).get(memberId)!;
  const netLoss = flow.deposits - flow.withdrawals - flow.growth;
  return { period, netLoss, amount: percentOf(netLoss, config.percent) };
}
