import type { Db } from '../../apps/server/src/db/client.ts';

type Pool = Db['$client'];

export interface RoundTrips {
  requests: number;
  /** Statements sent to PostgreSQL per request (BEGIN and COMMIT included): each is a round trip. */
  statementsPerRequest: number;
  /** Connections taken from the pool per request (a transaction, or a lone pool.query). */
  checkoutsPerRequest: number;
  /** Milliseconds per request, one at a time on an otherwise idle server. */
  msPerRequest: number;
  /** The statements of the last request, in order, shortened. */
  statements: string[];
  /**
   * Milliseconds each of those took from send to answer (PostgreSQL's work and the round trip),
   * averaged over the requests when they all sent the same sequence, else the last request's.
   */
  statementMs: number[];
  /** Its transactions' sizes in statements (BEGIN and COMMIT included), and statements outside any. */
  transactions: number[];
  single: number;
}

/** Groups a request's statements into its BEGIN ... COMMIT/ROLLBACK transactions and the rest. */
function shape(statements: string[]): { transactions: number[]; single: number } {
  const transactions: number[] = [];
  let single = 0;
  let open: number | undefined;
  for (const statement of statements) {
    const verb = statement.split(' ')[0]!.toUpperCase();
    if (verb === 'BEGIN') open = 1;
    else if (open !== undefined) {
      open += 1;
      if (verb === 'COMMIT' || verb === 'ROLLBACK') {
        transactions.push(open);
        open = undefined;
      }
    } else single += 1;
  }
  return { transactions, single };
}

function shorten(query: unknown): string {
  const text = typeof query === 'string' ? query : ((query as { text?: string } | undefined)?.text ?? '?');
  return text.replace(/\s+/g, ' ').trim().slice(0, 90);
}

/**
 * Counts what one request costs the database: the pool's checkouts and the statements sent,
 * by wrapping the pool and its clients' `query` while `send` runs `requests` times, one after
 * the other. Bench-only instrumentation; the wrappers are removed afterwards.
 */
export async function countRoundTrips(
  pool: Pool,
  requests: number,
  send: (i: number) => Promise<void>,
): Promise<RoundTrips> {
  const probe = await pool.connect();
  const clientProto = Object.getPrototypeOf(probe) as { query: (...args: unknown[]) => unknown };
  probe.release();

  let statements: string[] = [];
  let times: number[] = [];
  /** Summed per position over requests whose statements matched the first request's. */
  let firstSequence: string[] | undefined;
  let summed: number[] = [];
  let alike = 0;
  let total = 0;
  let checkouts = 0;
  const originalQuery = clientProto.query;
  const originalConnect = pool.connect;
  const ownConnect = Object.hasOwn(pool, 'connect');
  clientProto.query = function (this: unknown, ...args: unknown[]) {
    total += 1;
    const index = statements.push(shorten(args[0])) - 1;
    const mine = times;
    const sent = performance.now();
    const done = () => {
      mine[index] = performance.now() - sent;
    };
    // pg-pool calls back; drizzle and the ledger await the promise.
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (...a: unknown[]) => unknown;
      args[last] = (...a: unknown[]) => {
        done();
        return callback(...a);
      };
      return originalQuery.apply(this, args);
    }
    const result = originalQuery.apply(this, args);
    if (result instanceof Promise) void result.then(done, done);
    return result;
  };
  pool.connect = function (this: Pool, ...args: unknown[]) {
    checkouts += 1;
    return (originalConnect as (...a: unknown[]) => unknown).apply(this, args);
  } as Pool['connect'];

  const started = performance.now();
  try {
    for (let i = 0; i < requests; i++) {
      statements = [];
      times = [];
      await send(i);
      firstSequence ??= statements;
      if (statements.join('\n') === firstSequence.join('\n')) {
        summed = statements.map((_, j) => (summed[j] ?? 0) + (times[j] ?? 0));
        alike += 1;
      }
    }
  } finally {
    clientProto.query = originalQuery;
    if (ownConnect) pool.connect = originalConnect;
    else delete (pool as { connect?: unknown }).connect;
  }
  return {
    requests,
    statementsPerRequest: total / requests,
    checkoutsPerRequest: checkouts / requests,
    msPerRequest: (performance.now() - started) / requests,
    statements,
    statementMs:
      alike > 0 && statements.join('\n') === firstSequence?.join('\n')
        ? summed.map((ms) => ms / alike)
        : times,
    ...shape(statements),
  };
}
