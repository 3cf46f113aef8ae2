import autocannon from 'autocannon';

export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST';
  /** A JSON body, sent with content-type application/json. */
  body?: unknown;
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

export interface LoadResult {
  rps: number;
  p99: number;
  requests: number;
  /** Answers that were not 2xx, and connection errors: non-zero means the numbers lie. */
  non2xx: number;
  errors: number;
}

/** A hard ceiling besides the duration, so no run can grow without bound. */
const MAX_REQUESTS = 5_000_000;

function once(target: LoadTarget, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    connections: target.connections,
    duration: seconds,
    maxOverallRequests: MAX_REQUESTS,
    timeout: 10,
    // The load generator runs on a worker thread: same process, but its HTTP parsing no
    // longer competes with the server's event loop, which made every extra response byte
    // or header count twice.
    workers: 1,
    ...(target.body === undefined
      ? {}
      : { body: JSON.stringify(target.body), headers: { 'content-type': 'application/json' } }),
  });
}

/**
 * autocannon stops at its deadline without waiting for answers in flight, but the server
 * still finishes them: slow logins (seconds each) would eat into whatever runs next.
 * Waiting the slowest latency seen lets that backlog drain; for fast routes it is milliseconds.
 */
async function settle(result: autocannon.Result): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, Math.min(result.latency.max, 15_000) + 50));
}

/**
 * A short unmeasured run first (JIT, connection pools, caches), then the measured one.
 * autocannon's own `warmup` option is not in its typings, so this is two plain runs.
 */
export async function measure(target: LoadTarget): Promise<LoadResult> {
  if (target.warmupSeconds > 0) await settle(await once(target, target.warmupSeconds));
  const result = await once(target, target.seconds);
  await settle(result);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
