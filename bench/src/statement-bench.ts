import { pathOf, statementApi } from '../../packages/contract/src/routes/index.ts';
import { statementPage } from '../../apps/server/src/modules/statement/statement-rows.ts';
import { createMembers } from './members.ts';
import type { RunningStack } from './stack.ts';

/** Issue 29's history: any statement page at most STATEMENT_TARGET_MS for a member with this many movements. */
export const STATEMENT_MOVEMENTS = 100_000;
export const STATEMENT_TARGET_MS = 5;
const PAGE_SIZE = 10;
/** Each page asked this many times, one at a time; its median is its time. */
const SAMPLES = 15;
/** Movements written per transaction while filling the history. */
const FILL_BATCH = 100;

export interface StatementBench {
  movements: number;
  /** Median ms of POST /api/statement per page asked (first, middle, last), over HTTP. */
  pages: { page: number; ms: number }[];
  /** The slowest of those medians: what the target is about. */
  worstMs: number;
  /** The query before ADR 0070 (count over the history, OFFSET), timed on the same data by SQL alone. */
  countingMs: number;
  /** The route's query (statementPage) by SQL alone, on the same page. */
  positionsMs: number;
  target: number;
  pass: boolean;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/**
 * A member given STATEMENT_MOVEMENTS movements (one INSERT, through the same trigger every movement
 * goes through), then its first, middle and last page asked through the route as the web app asks.
 */
export async function benchStatement(stack: RunningStack, firstMember: number): Promise<StatementBench> {
  const [member] = await createMembers(stack, 1, 100, false, firstMember);
  const pool = stack.db.$client;
  const filling = performance.now();
  // In transactions of FILL_BATCH rows, as movements arrive: one transaction updating the member's
  // count 100,000 times would leave a chain of as many row versions for each update to walk.
  for (let from = 1; from < STATEMENT_MOVEMENTS; from += FILL_BATCH) {
    await pool.query(
      `INSERT INTO movements (reference, member_id, statement_type, kind, from_place, to_place, amount, status)
       SELECT 'BENCH' || $1::bigint || '-' || g, $1, 'deposit', 'deposit', 'BENCH', 'WALLET', 100, 'SUCCESS'
       FROM generate_series($2::int, least($2::int + $3::int, $4::int) - 1) AS g`,
      [member!.memberId, from, FILL_BATCH, STATEMENT_MOVEMENTS],
    );
  }
  await pool.query('ANALYZE movements; ANALYZE movement_positions');
  console.error(
    `bench: ${STATEMENT_MOVEMENTS} movements written in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
  );
  const { rows } = await pool.query<{ total: number }>(
    'SELECT total::int FROM member_statements WHERE member_id = $1',
    [member!.memberId],
  );
  const total = rows[0]!.total;
  const lastPage = Math.ceil(total / PAGE_SIZE);
  const url = `${stack.baseUrl}${pathOf(statementApi.page)}`;
  const ask = async (page: number) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...member!.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ page, limit: PAGE_SIZE }),
    });
    const body = (await response.json()) as { total?: number; statements?: unknown[] };
    if (!response.ok || body.total !== total || body.statements?.length === 0) {
      throw new Error(
        `bench: statement page ${page} answered ${response.status} ${JSON.stringify(body).slice(0, 200)}`,
      );
    }
  };
  const pages = [];
  for (const page of [1, Math.ceil(lastPage / 2), lastPage]) {
    await ask(page); // its statement prepared on the connection, its index pages in memory
    const samples = [];
    for (let i = 0; i < SAMPLES; i++) samples.push(await timed(() => ask(page)));
    pages.push({ page, ms: median(samples) });
  }
  // What each page cost before: the count over the whole history and an OFFSET walk, on the middle page.
  const counting = [];
  for (let i = 0; i < 5; i++) {
    counting.push(
      await timed(() =>
        pool.query(
          `SELECT reference, count(*) OVER ()::int AS total FROM movements WHERE member_id = $1
           ORDER BY id DESC LIMIT $2 OFFSET $3`,
          [member!.memberId, PAGE_SIZE, (Math.ceil(lastPage / 2) - 1) * PAGE_SIZE],
        ),
      ),
    );
  }
  // The route's statement by SQL alone on the same middle page, to compare like with like.
  // 21 samples: the first on each of the bench pool's connections also prepares the named statement.
  const positions = [];
  for (let i = 0; i < 21; i++) {
    positions.push(
      await timed(() =>
        statementPage(pool, member!.memberId, {
          limit: PAGE_SIZE,
          offset: (Math.ceil(lastPage / 2) - 1) * PAGE_SIZE,
        }),
      ),
    );
  }
  const worstMs = Math.max(...pages.map((page) => page.ms));
  return {
    movements: total,
    pages,
    worstMs,
    countingMs: median(counting),
    positionsMs: median(positions),
    target: STATEMENT_TARGET_MS,
    pass: worstMs <= STATEMENT_TARGET_MS,
  };
}

export function formatStatementBench(result: StatementBench): string {
  const pages = result.pages.map((page) => `page ${page.page} ${page.ms.toFixed(2)} ms`).join(', ');
  return [
    `statement page at ${result.movements.toLocaleString('en')} movements (HTTP, median of ${SAMPLES}): ${pages}`,
    `  worst ${result.worstMs.toFixed(2)} ms (target <= ${result.target} ms: ${result.pass ? 'PASS' : 'MISS'});`,
    `  SQL alone, middle page: ${result.positionsMs.toFixed(2)} ms; the counting query it replaced ${result.countingMs.toFixed(1)} ms`,
  ].join('\n');
}
