import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, withdrawApi } from '@wallet/contract';
import { call } from '../call.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { MONEY_TEST_ENV, fundedPlayer, post, walletOf } from '../money.ts';
import { flushPrefix, redisUrl, testPrefix } from './redis.ts';

/*
 * Redis is never the source of truth (ADRs 0036, 0142): the node reaches CI's Redis through a
 * TCP relay the test can cut. With Redis gone, money moves, logins and their limits keep working
 * (the limits count in PostgreSQL), /readyz says redis failed; when it is back, ready again.
 */
const prefix = testPrefix();
const FAILURES_PER_PHONE = 3;
let relay: { port: number; cut(): Promise<void>; mend(): Promise<void>; close(): Promise<void> };
let t: TestApp;

/** A relay on a fixed loopback port to the real Redis, which can stop answering and come back. */
async function startRelay(): Promise<typeof relay> {
  const target = new URL(redisUrl());
  const open = new Set<net.Socket>();
  let server: net.Server;
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          open.add(socket);
          socket.on('close', () => open.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  const port = await listen(0);
  const cut = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of open) socket.destroy();
    });
  };
  return { port, cut, mend: async () => void (await listen(port)), close: cut };
}

beforeAll(async () => {
  relay = await startRelay();
  t = await createTestApp({
    ...MONEY_TEST_ENV,
    LOGIN_FAILURES_PER_PHONE: String(FAILURES_PER_PHONE),
    REDIS_URL: `redis://127.0.0.1:${relay.port}`,
    REDIS_PREFIX: prefix,
  });
});

afterAll(async () => {
  await t?.close();
  await relay?.close().catch(() => {});
  await flushPrefix(prefix);
});

async function readiness() {
  const answer = await t.app.inject({ url: '/readyz' });
  return { status: answer.statusCode, redis: (answer.json() as { checks: { redis?: string } }).checks.redis };
}

describe('with Redis down', () => {
  it('money moves, logins and their limits hold (in PostgreSQL), readiness says so; back when Redis is', async () => {
    expect(await readiness()).toEqual({ status: 200, redis: 'ok' });
    await relay.cut();

    // Register, sign in, deposit (fundedPlayer), withdraw: none of it needs Redis.
    const player = await fundedPlayer(t, 500, { throughRegistration: true });
    const withdrawn = await post(t.app, player, withdrawApi.withdraw, { amount: 200 });
    expect(withdrawn.statusCode).toBe(200);
    expect((await walletOf(t.app, player)).wallet).toBe(300);

    const wrong = { username: player.username, password: 'not the password 123', isRemember: false };
    const answers: string[] = [];
    for (let attempt = 0; attempt < FAILURES_PER_PHONE + 1; attempt += 1)
      answers.push((await call(t.app, authApi.login, { body: wrong })).json<{ message: string }>().message);
    expect(answers).toEqual([...Array<string>(FAILURES_PER_PHONE).fill('WRONG_CREDENTIAL'), 'REQUEST_LIMIT']);
    const { rows } = await t.database.pool.query('SELECT 1 FROM rate_limits WHERE key = $1', [
      `login-fail:${player.username}`,
    ]);
    expect(rows.length).toBeGreaterThan(0);

    expect(await readiness()).toEqual({ status: 503, redis: 'failed' });

    await relay.mend();
    const until = Date.now() + 15_000;
    while ((await readiness()).status !== 200 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await readiness()).toEqual({ status: 200, redis: 'ok' });
  });
});
