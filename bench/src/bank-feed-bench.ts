import type pg from 'pg';
import { membersBySender } from '../../apps/server/src/modules/deposit/bank-feed/member-match.ts';
import type { RunningStack } from './stack.ts';

/** Issue 23: a bank feed's sender matched to a member among this many. */
export const FEED_MATCH_MEMBERS = 100_000;
/** Senders looked up, each once per plan: as many masked forms as a busy hour of SMS brings. */
const LOOKUPS = 200;
/** Members written per INSERT while filling. */
const FILL_BATCH = 20_000;

export interface FeedMatchBench {
  members: number;
  lookups: number;
  /** Median and p99 ms of one lookup by a masked account, through the route's own membersBySender. */
  indexed: { medianMs: number; p99Ms: number };
  /** The same lookups with index scans turned off: every member read (the plan before the index). */
  scanned: { medianMs: number; p99Ms: number };
  /** Lookups that found exactly their member (the masked form and the name narrow it to one). */
  found: number;
  plan: string;
}

const at = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

/** The account number of bench member g: a permutation of 10 digits (7919 is prime to 10^10), so unique. */
const ACCOUNT_OF = `lpad(((g::bigint * 7919 + 12345) % 10000000000)::text, 10, '0')`;

/** How Krungsri's SMS shows a sender (ADR 0074): the whole length, digits 6 to 9 visible, no bank named. */
function shownBySms(account: string): string {
  return `XXX-X-X${account.slice(5, 9)}-X`;
}

async function timeLookups(
  client: pg.PoolClient,
  senders: { account: string; name: string; memberId: number }[],
): Promise<{ times: number[]; found: number }> {
  const times: number[] = [];
  let found = 0;
  for (const sender of senders) {
    const started = performance.now();
    const ids = await membersBySender(client, {
      bankCode: null,
      account: shownBySms(sender.account),
      name: sender.name,
    });
    times.push(performance.now() - started);
    if (ids.length === 1 && ids[0] === sender.memberId) found += 1;
  }
  return { times: times.sort((a, b) => a - b), found };
}

/**
 * FEED_MATCH_MEMBERS members with KBANK accounts, then LOOKUPS senders as an SMS shows them (four
 * digits of ten, no bank, and the name) matched by the server's own code, with the trigram index
 * (ADR 0097) and, on the same data in the same run, without it.
 */
export async function benchFeedMatch(stack: RunningStack): Promise<FeedMatchBench> {
  const pool = stack.db.$client;
  const filling = performance.now();
  for (let from = 1; from <= FEED_MATCH_MEMBERS; from += FILL_BATCH) {
    await pool.query(
      `INSERT INTO members (username, name, password_hash, bank_code, bank_account_name, bank_account_no)
       SELECT '066' || lpad(g::text, 7, '0'), 'Feed member ' || g, 'x', 'KBANK', 'FEED MEMBER ' || g, ${ACCOUNT_OF}
       FROM generate_series($1::int, $1::int + $2::int - 1) AS g`,
      [from, Math.min(FILL_BATCH, FEED_MATCH_MEMBERS - from + 1)],
    );
  }
  await pool.query('ANALYZE members');
  console.error(
    `bench: ${FEED_MATCH_MEMBERS} members written in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
  );
  const { rows } = await pool.query<{ memberId: number; account: string; name: string }>(
    `SELECT id AS "memberId", bank_account_no AS account, bank_account_name AS name FROM members
     WHERE username LIKE '066%' ORDER BY random() LIMIT $1`,
    [LOOKUPS],
  );
  const client = await pool.connect();
  try {
    await timeLookups(client, rows.slice(0, 20)); // warm: plans, pages
    const indexed = await timeLookups(client, rows);
    const explained = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF)
       SELECT id FROM members WHERE bank_account_no LIKE $1 LIMIT 200`,
      [`%${rows[0]!.account.slice(5, 9)}_`],
    );
    await client.query('SET enable_bitmapscan = off');
    await client.query('SET enable_indexscan = off');
    const scanned = await timeLookups(client, rows);
    await client.query('RESET enable_bitmapscan');
    await client.query('RESET enable_indexscan');
    return {
      members: FEED_MATCH_MEMBERS,
      lookups: rows.length,
      indexed: { medianMs: at(indexed.times, 0.5), p99Ms: at(indexed.times, 0.99) },
      scanned: { medianMs: at(scanned.times, 0.5), p99Ms: at(scanned.times, 0.99) },
      found: indexed.found,
      plan: explained.rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n'),
    };
  } finally {
    client.release();
  }
}

export function formatFeedMatchBench(bench: FeedMatchBench): string {
  const { indexed, scanned } = bench;
  return [
    `bank feed sender match among ${bench.members.toLocaleString('en')} members, ${bench.lookups} SMS senders (XXX-X-X1234-X, no bank, and the name):`,
    `  trigram index: median ${indexed.medianMs.toFixed(2)} ms, p99 ${indexed.p99Ms.toFixed(2)} ms;` +
      ` every member read: median ${scanned.medianMs.toFixed(2)} ms, p99 ${scanned.p99Ms.toFixed(2)} ms` +
      ` (${(scanned.medianMs / indexed.medianMs).toFixed(1)}x)`,
    `  found their own member alone: ${bench.found} of ${bench.lookups}`,
    `  plan of the masked-digits query:`,
    bench.plan,
  ].join('\n');
}
