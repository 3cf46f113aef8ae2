import type pg from 'pg';
import { pathOf, qrApi } from '../../../packages/contract/src/routes/index.ts';
import type { RunningStack } from '../stack.ts';
import { creditsOf, paymentSet, type PaymentSet } from './payments.ts';
import { WebhookSender } from './sender.ts';

/** Of all deliveries, this share are re-deliveries of a payment already sent (issue 4: 30 %). */
const DUPLICATE_SHARE = 0.3;

export interface WebhookBench {
  payments: number;
  duplicates: number;
  connections: number;
  /** Distinct payments credited per second while every delivery (duplicates too) was answered. */
  creditsPerSecond: number;
  deliveriesPerSecond: number;
  p99: number;
  /** The bare route's rate through the same sender, in the same run. */
  bareRps: number;
  ratio: number;
  /** Every payment credited once, none twice, the wallets up by exactly their sum, every delivery 2xx. */
  exactlyOnce: boolean;
  problems: string[];
}

async function walletTotal(pool: pg.Pool, memberIds: number[]): Promise<number> {
  const { rows } = await pool.query<{ total: string | null }>(
    `SELECT sum(balance) AS total FROM ledger_accounts WHERE kind = 'wallet' AND member_id = ANY($1)`,
    [memberIds],
  );
  return Number(rows[0]!.total ?? 0);
}

async function checkSet(pool: pg.Pool, set: PaymentSet, name: string, problems: string[]) {
  const books = await creditsOf(pool, set);
  if (books.credits !== set.payments)
    problems.push(`${name}: ${books.credits} credits for ${set.payments} payments`);
  if (books.doubled !== 0) problems.push(`${name}: ${books.doubled} payments credited twice`);
  if (books.satang !== set.satang)
    problems.push(`${name}: credited ${books.satang} satang, paid ${set.satang}`);
}

/**
 * Payment webhooks under concurrent delivery with duplicates: signed deliveries of distinct
 * payments, 30 % of them sent again, shuffled so a copy often races its original, all sent by
 * one process over `connections` connections. The bare route is sent the same number of
 * requests by the same sender, so the ratio compares like with like.
 */
export async function benchWebhooks(
  stack: RunningStack,
  bareUrl: string,
  memberIds: number[],
  { payments, connections }: { payments: number; connections: number },
): Promise<WebhookBench> {
  const pool = stack.db.$client;
  const webhookUrl = `${stack.baseUrl}${pathOf(qrApi.webhook, { channel: 'KBANK' })}`;
  const sender = await WebhookSender.start();
  try {
    const before = await walletTotal(pool, memberIds);
    const gets = (count: number) => Array.from({ length: count }, () => ({ headers: {} }));
    // Unmeasured first pass: JIT, prepared statements, pools.
    const warm = await paymentSet(
      pool,
      stack.webhookSecret,
      memberIds,
      Math.ceil(payments / 10),
      DUPLICATE_SHARE,
    );
    await sender.drive({ url: webhookUrl, method: 'POST', requests: warm.deliveries, connections });
    await sender.drive({ url: bareUrl, method: 'GET', requests: gets(warm.deliveries.length), connections });

    const set = await paymentSet(pool, stack.webhookSecret, memberIds, payments, DUPLICATE_SHARE);
    const bare = await sender.drive({
      url: bareUrl,
      method: 'GET',
      requests: gets(set.deliveries.length),
      connections,
    });
    const hooks = await sender.drive({
      url: webhookUrl,
      method: 'POST',
      requests: set.deliveries,
      connections,
    });

    const problems: string[] = [];
    if (hooks.non2xx + hooks.errors > 0)
      problems.push(`${hooks.non2xx} non-2xx answers, ${hooks.errors} errors`);
    await checkSet(pool, warm, 'warm-up', problems);
    await checkSet(pool, set, 'measured', problems);
    const gained = (await walletTotal(pool, memberIds)) - before;
    if (gained !== warm.satang + set.satang)
      problems.push(`wallets gained ${gained} satang, payments were ${warm.satang + set.satang}`);

    const bareRps = bare.requests / bare.seconds;
    const creditsPerSecond = set.payments / hooks.seconds;
    return {
      payments: set.payments,
      duplicates: set.duplicates,
      connections,
      creditsPerSecond,
      deliveriesPerSecond: hooks.requests / hooks.seconds,
      p99: hooks.p99,
      bareRps,
      ratio: creditsPerSecond / bareRps,
      exactlyOnce: problems.length === 0,
      problems,
    };
  } finally {
    await sender.stop();
  }
}

/** Issue 44: distinct credits per second at least this share of the naive transfer's req/s. */
const CREDITS_TARGET = 0.8;

/** The webhook run, with issue 44's target against the naive transfer of the same run when it ran. */
export function formatWebhookBench(bench: WebhookBench, naiveTransferRps: number | undefined): string {
  const lines = [
    `webhook credits: ${bench.payments} payments + ${bench.duplicates} re-deliveries (${Math.round(DUPLICATE_SHARE * 100)} % of deliveries), ${bench.connections} connections`,
    `  ${bench.creditsPerSecond.toFixed(0)} credits/s (${bench.deliveriesPerSecond.toFixed(0)} deliveries/s), p99 ${bench.p99.toFixed(1)} ms`,
    `  bare route through the same sender: ${bench.bareRps.toFixed(0)} req/s; ratio ${bench.ratio.toFixed(3)} of bare`,
    `  exactly once: ${bench.exactlyOnce ? 'yes' : `NO (${bench.problems.join('; ')})`}`,
  ];
  if (naiveTransferRps) {
    const ratio = bench.creditsPerSecond / naiveTransferRps;
    const pass = ratio >= CREDITS_TARGET && bench.exactlyOnce;
    lines.push(
      `Target webhook credits/s >= ${CREDITS_TARGET} x transfer/naive (${naiveTransferRps.toFixed(0)} req/s), exactly once: ${ratio.toFixed(3)} -> ${pass ? 'PASS' : 'FAIL'}`,
    );
  }
  return lines.join('\n');
}
