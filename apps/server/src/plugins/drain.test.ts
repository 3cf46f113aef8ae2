import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DRAIN_OPTIONS, drain } from './drain.ts';

/** What a stop may take here: the answers in flight (SLOW_MS) and no keep-alive timeout. */
const CLOSE_MS = 2_000;
const SLOW_MS = 300;

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function listening(): Promise<string> {
  app = Fastify({ logger: false, ...DRAIN_OPTIONS });
  await app.register(drain);
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    return { slow: true };
  });
  app.get('/fast', async () => ({ fast: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe('a graceful stop (drain)', () => {
  it('answers the requests in flight with Connection: close, ends promptly, then refuses connections', async () => {
    const url = await listening();
    // Kept-alive connections from earlier requests, as a balancer or a browser keeps them.
    await Promise.all([1, 2, 3].map(() => fetch(`${url}/fast`).then((answer) => answer.text())));
    const inFlight = [1, 2, 3].map(() =>
      fetch(`${url}/slow`).then(async (answer) => ({
        status: answer.status,
        connection: answer.headers.get('connection'),
        body: await answer.json(),
      })),
    );
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS / 3));
    const startedAt = Date.now();
    const closed = app!.close().then(() => Date.now() - startedAt);
    expect(await Promise.all(inFlight)).toEqual(
      [1, 2, 3].map(() => ({ status: 200, connection: 'close', body: { slow: true } })),
    );
    // Without the drain the answered connections stay open until the client's keep-alive ends.
    const tookMs = await Promise.race([
      closed,
      new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), CLOSE_MS)),
    ]);
    expect(tookMs).toBeLessThan(CLOSE_MS);
    // The next request finds no node here (a balancer's cue to go elsewhere), never a 503.
    const next = await fetch(`${url}/fast`).then(
      (answer) => `answered ${answer.status}`,
      (error: Error) => `refused: ${(error.cause as { code?: string } | undefined)?.code}`,
    );
    expect(next).toBe('refused: ECONNREFUSED');
    app = undefined;
  });
});
