import type { ChildProcess } from 'node:child_process';
import { startChild, stopChild } from './child-process.ts';

export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST';
  /** A JSON body, sent with content-type application/json. */
  body?: unknown;
  /** Sent on every request. `[<id>]` anywhere in them becomes an id unique to each request. */
  headers?: Record<string, string>;
  /** Connection i also sends perConnection[i % length] (one member per connection). */
  perConnection?: Record<string, string>[];
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

/** Placeholder autocannon replaces with a fresh id on every request (an Idempotency-Key). */
export const UNIQUE_ID = '[<id>]';

export interface LoadResult {
  rps: number;
  p99: number;
  requests: number;
  /** Answers that were not 2xx, and connection errors: non-zero means the numbers lie. */
  non2xx: number;
  errors: number;
}

/** One autocannon run, as the load generator's process receives it. */
export interface RunOrder {
  id: number;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body: string | undefined;
  perConnection: Record<string, string>[] | undefined;
  connections: number;
  seconds: number;
}

/** What it answers: the few numbers the bench reads, or what went wrong. */
export type RunReply =
  { id: number; result: LoadResult & { maxLatency: number } } | { id: number; error: string };

/** What every connection sends. */
function commonHeaders(target: LoadTarget): Record<string, string> {
  return { ...(target.body === undefined ? {} : { 'content-type': 'application/json' }), ...target.headers };
}

/** The request a target describes, for one connection: what a pre-flight request sends too. */
export function requestHeaders(target: LoadTarget, connection = 0): Record<string, string> {
  return { ...commonHeaders(target), ...target.perConnection?.[connection % target.perConnection.length] };
}

/**
 * autocannon in a process of its own. In the server's thread its HTTP parsing competed with
 * the server's event loop, making every extra response byte or header count twice; on a worker
 * thread it no longer did, but its heap and buffers still counted in the server's RSS. A child
 * process keeps both apart: the server process's RSS is the server's.
 */
export class LoadGenerator {
  private nextId = 1;
  private readonly waiting = new Map<number, (reply: RunReply) => void>();

  private constructor(private readonly child: ChildProcess) {
    child.on('message', (reply: RunReply) => {
      this.waiting.get(reply.id)?.(reply);
      this.waiting.delete(reply.id);
    });
    child.on('exit', (code) => {
      for (const [id, answer] of this.waiting)
        answer({ id, error: `bench: the load generator exited (${code})` });
      this.waiting.clear();
    });
  }

  static async start(): Promise<LoadGenerator> {
    const child = await startChild(new URL('./load-runner.ts', import.meta.url), 'load generator');
    return new LoadGenerator(child);
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  run(target: LoadTarget, seconds: number): Promise<LoadResult & { maxLatency: number }> {
    const order: RunOrder = {
      id: this.nextId++,
      url: target.url,
      method: target.method ?? 'GET',
      headers: commonHeaders(target),
      body: target.body === undefined ? undefined : JSON.stringify(target.body),
      perConnection: target.perConnection?.length ? target.perConnection : undefined,
      connections: target.connections,
      seconds,
    };
    return new Promise((resolve, reject) => {
      this.waiting.set(order.id, (reply) =>
        'error' in reply ? reject(new Error(reply.error)) : resolve(reply.result),
      );
      this.child.send(order);
    });
  }

  stop(): Promise<void> {
    return stopChild(this.child);
  }
}

/**
 * autocannon stops at its deadline without waiting for answers in flight, but the server
 * still finishes them: slow logins (seconds each) would eat into whatever runs next.
 * Waiting the slowest latency seen lets that backlog drain; for fast routes it is milliseconds.
 */
async function settle(maxLatency: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, Math.min(maxLatency, 15_000) + 50));
}

/**
 * A short unmeasured run first (JIT, connection pools, caches), then the measured one.
 * `during` starts right before the measured run and its returned function is called when it
 * ends, before the backlog drains (the bench reads CPU times there).
 */
export async function measure(
  generator: LoadGenerator,
  target: LoadTarget,
  during?: () => () => void,
): Promise<LoadResult> {
  if (target.warmupSeconds > 0) await settle((await generator.run(target, target.warmupSeconds)).maxLatency);
  const done = during?.();
  const { maxLatency, ...result } = await generator.run(target, target.seconds);
  done?.();
  await settle(maxLatency);
  return result;
}
