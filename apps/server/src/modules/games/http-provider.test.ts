import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gamesApi, sandboxApi } from '@wallet/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { startSandboxBridge, type SandboxBridge } from '../../../test/kits/sandbox-bridge.ts';
import {
  MONEY_TEST_ENV,
  expectBooksBalanced,
  fundedPlayer,
  get,
  post,
  walletOf,
  type Player,
} from '../../../test/money.ts';
import { call } from '../../../test/call.ts';

/**
 * The games module with GAME_PROVIDER_ADAPTER=http, the provider a bridge over the network (the
 * sandbox answering the transfer-wallet protocol): transfers and their recovery work through it
 * exactly as with the in-process sandbox (ADR 0150).
 */
let bridge: SandboxBridge;
let t: TestApp;
let player: Player;

beforeAll(async () => {
  bridge = await startSandboxBridge();
  t = await createTestApp({
    ...MONEY_TEST_ENV,
    RECOVERY_AGE_MS: '0',
    GAME_TIMEOUT_MS: '1000',
    GAME_PROVIDER_ADAPTER: 'http',
    GAME_PROVIDER_URL: bridge.url,
    GAME_PROVIDER_KEY: bridge.key,
  });
});
afterAll(async () => {
  try {
    await expectBooksBalanced(t);
  } finally {
    await t.close();
    await bridge.close();
  }
});
beforeEach(async () => {
  bridge.faults.clear();
  player = await fundedPlayer(t, 1000);
  expect((await get(t.app, player, gamesApi.activate, { slotCode: 'pg' })).statusCode).toBe(200);
});

async function remote(): Promise<number> {
  const { rows } = await t.database.pool.query<{ username: string }>(
    "SELECT username FROM game_accounts WHERE member_id = $1 AND provider = 'pg'",
    [player.memberId],
  );
  return (bridge.books.account('pg', rows[0]!.username)?.balance ?? 0) / 100;
}

describe('games through the http adapter', () => {
  it('has no sandbox provider of its own: no demo page, no play API', async () => {
    expect(t.outside.sandboxGames).toBeUndefined();
    const played = await call(t.app, sandboxApi.play, {
      params: { provider: 'pg', username: 'x' },
      body: { amount: 1 },
    });
    expect(played.statusCode).toBe(404);
  });

  it('moves money to the provider and back, both books agreeing', async () => {
    const sent = await post(t.app, player, gamesApi.transfer, { from: 'WALLET', to: 'pg', amount: 250.5 });
    expect(sent.json()).toMatchObject({ status: 'SUCCESS', wallet: { amount: 749.5 } });
    const back = await post(t.app, player, gamesApi.transfer, { from: 'pg', to: 'WALLET', amount: 50 });
    expect(back.json()).toMatchObject({ status: 'SUCCESS', wallet: { amount: 799.5 } });
    expect(await remote()).toBe(200.5);
    expect((await walletOf(t.app, player)).slots.get('pg')).toMatchObject({ amount: 200.5 });
  });

  it('a refusal by the bridge returns the money at once', async () => {
    const tooMuch = await post(t.app, player, gamesApi.transfer, { from: 'pg', to: 'WALLET', amount: 10 });
    expect(tooMuch.statusCode).toBeGreaterThanOrEqual(400);
    expect((await walletOf(t.app, player)).wallet).toBe(1000);
  });

  it('a reply lost on the network is settled by the status of our reference', async () => {
    bridge.faults.add({ target: 'games', op: 'deposit', mode: 'lost-reply', times: 1 });
    const sent = await post(t.app, player, gamesApi.transfer, { from: 'WALLET', to: 'pg', amount: 100 });
    expect(sent.json()).toMatchObject({ status: 'SUCCESS', wallet: { amount: 900 } });
    expect(await remote()).toBe(100);
  });

  it('a hung bridge leaves the transfer PENDING; recovery settles it by the status call', async () => {
    bridge.faults.add({ target: 'games', op: 'deposit', mode: 'hang-after-apply', times: 1 });
    bridge.faults.add({ target: 'games', op: 'status', mode: 'hang', times: 1 });
    const sent = await post(t.app, player, gamesApi.transfer, { from: 'WALLET', to: 'pg', amount: 70 });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({ status: 'PENDING' });
    await t.jobs.runTask('transfers');
    const state = await walletOf(t.app, player);
    expect(state.wallet).toBe(930);
    expect(state.slots.get('pg')?.amount).toBe(70);
    expect(await remote()).toBe(70);
  });

  it('a call that never reached the books is returned by recovery', async () => {
    bridge.faults.add({ target: 'games', op: 'deposit', mode: 'hang', times: 1 });
    bridge.faults.add({ target: 'games', op: 'status', mode: 'hang', times: 1 });
    const sent = await post(t.app, player, gamesApi.transfer, { from: 'WALLET', to: 'pg', amount: 40 });
    expect(sent.json()).toMatchObject({ status: 'PENDING' });
    await t.jobs.runTask('transfers');
    expect((await walletOf(t.app, player)).wallet).toBe(1000);
    expect(await remote()).toBe(0);
  });
});
