import { OUTSIDE_SYSTEMS, QR_CHANNELS, type OutsideSystemHealth, type QrChannel } from '@wallet/contract';
import type pg from 'pg';
import { qrGatewaySystem } from '../../adapters/metered.ts';
import type { Metrics } from '../../lib/metrics.ts';

export interface Rate {
  total: number;
  failed: number;
}

/** Game provider calls counted by this node's metrics (ADR 0035): every outcome but ok is a failure. */
export async function providerErrors(metrics: Metrics): Promise<Rate> {
  const { values } = await metrics.providerCalls.get();
  let total = 0;
  let failed = 0;
  for (const { labels, value } of values) {
    total += value;
    if (labels.outcome !== 'ok') failed += value;
  }
  return { total, failed };
}

/**
 * Approved withdrawals of the last 24 hours and how many the payout rail failed (a rejected
 * withdrawal is an operator's decision, not an error; one still paying is not counted yet).
 */
export async function payoutErrors(pool: pg.Pool): Promise<Rate> {
  const { rows } = await pool.query<Rate>(
    `SELECT count(*) FILTER (WHERE m.status <> 'PENDING')::int AS total,
            count(*) FILTER (WHERE m.status = 'FAILED')::int AS failed
     FROM withdrawal_decisions d JOIN movements m ON m.id = d.movement_id
     WHERE d.decision = 'approved' AND d.created_at > now() - interval '24 hours'`,
  );
  return rows[0]!;
}

/**
 * Each outside system's calls by this node since it started, and whether its last call failed
 * (ADR 0116): the counts of wallet_outside_calls_total, read as the dashboard is asked.
 */
export async function outsideSystemsHealth(metrics: Metrics): Promise<OutsideSystemHealth[]> {
  const { values } = await metrics.outsideCalls.get();
  const read = (system: OutsideSystemHealth['system'], channel: QrChannel | null): OutsideSystemHealth => {
    const label = channel ? qrGatewaySystem(channel) : system;
    let total = 0;
    let failed = 0;
    for (const { labels, value } of values) {
      if (labels.system !== label) continue;
      total += value;
      if (labels.outcome !== 'ok') failed += value;
    }
    const last = metrics.lastOutsideCall.get(label);
    const state = !last ? 'idle' : last.outcome === 'ok' ? 'ok' : 'failing';
    return { system, channel, total, failed, state, lastAt: last?.at.toISOString() ?? null };
  };
  return OUTSIDE_SYSTEMS.flatMap((system) =>
    system === 'qrGateway' ? QR_CHANNELS.map((channel) => read(system, channel)) : [read(system, null)],
  );
}
