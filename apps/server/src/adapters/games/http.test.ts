import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandboxBridge, type SandboxBridge } from '../../../test/kits/sandbox-bridge.ts';
import { HttpGameProvider } from './http.ts';
import { GameProviderError } from './port.ts';

let bridge: SandboxBridge;
let games: HttpGameProvider;
let seq = 0;
const user = () => `u${Date.now().toString(36)}${seq++}`;

beforeAll(async () => {
  bridge = await startSandboxBridge();
  games = new HttpGameProvider(bridge.url, bridge.key, 2000);
});
afterAll(async () => bridge.close());
beforeEach(() => bridge.faults.clear());

async function failure(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(GameProviderError);
  return (error as GameProviderError).failure;
}

describe('the http game adapter against the sandbox bridge', () => {
  it('creates, funds, reads, withdraws and launches, the bridge books agreeing', async () => {
    const name = user();
    const { password } = await games.createAccount('pg', name, 'THB');
    // Creating again is the same account, not a second one.
    expect(await games.createAccount('pg', name, 'THB')).toEqual({ password });
    expect(await games.balance('pg', name)).toBe(0);
    await games.deposit('pg', name, 12_345, `ref-${name}-1`, 'THB');
    await games.withdraw('pg', name, 2_345, `ref-${name}-2`, 'THB');
    expect(await games.balance('pg', name)).toBe(10_000);
    expect(bridge.books.account('pg', name)?.balance).toBe(10_000);
    expect(await games.transferStatus('pg', `ref-${name}-1`)).toBe('applied');
    expect(await games.transferStatus('pg', `ref-${name}-never`)).toBe('not_found');
    const reset = await games.resetPassword('pg', name);
    expect(reset.password).not.toBe(password);
    // The link opens the bridge's own demo game page, not a path on the wallet's site.
    const launch = await games.launchUrl('pg', name);
    expect(launch.startsWith(`${bridge.url}/sandbox-games/pg?session=`)).toBe(true);
    const page = await fetch(launch);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<script');
    expect((await fetch(`${bridge.url}/sandbox-games/pg?session=forged`)).status).toBe(401);
  });

  it('a repeated reference moves money once; the same reference for another transfer is refused', async () => {
    const name = user();
    await games.createAccount('joker', name, 'THB');
    await games.deposit('joker', name, 500, `dup-${name}`, 'THB');
    await games.deposit('joker', name, 500, `dup-${name}`, 'THB');
    expect(await games.balance('joker', name)).toBe(500);
    expect(await failure(games.deposit('joker', name, 700, `dup-${name}`, 'THB'))).toBe('refused');
    expect(await games.balance('joker', name)).toBe(500);
  });

  it('a transfer in another currency than the account was opened in is refused and moves nothing (ADR 0159)', async () => {
    const name = user();
    await games.createAccount('pg', name, 'LAK');
    expect(await failure(games.deposit('pg', name, 100_000, `kip-${name}-thb`, 'THB'))).toBe('refused');
    await games.deposit('pg', name, 100_000, `kip-${name}-lak`, 'LAK');
    expect(await games.balance('pg', name)).toBe(100_000);
  });

  it('names the definite refusals, which applied nothing', async () => {
    const name = user();
    await games.createAccount('pg', name, 'THB');
    expect(await failure(games.withdraw('pg', name, 1, `short-${name}`, 'THB'))).toBe('insufficient');
    expect(await games.transferStatus('pg', `short-${name}`)).toBe('not_found');
    expect(await failure(games.balance('pg', `nobody${name}`))).toBe('unknown_user');
    expect(await failure(games.deposit('pg', `nobody${name}`, 100, `nobody-${name}`, 'THB'))).toBe(
      'unknown_user',
    );
  });

  it('a request signed with another key is refused and moves nothing', async () => {
    const name = user();
    await games.createAccount('pg', name, 'THB');
    const forger = new HttpGameProvider(bridge.url, 'another-key-0123456789abcdef0123456', 2000);
    expect(await failure(forger.deposit('pg', name, 100, `forged-${name}`, 'THB'))).toBe('refused');
    expect(await games.transferStatus('pg', `forged-${name}`)).toBe('not_found');
    expect(await games.balance('pg', name)).toBe(0);
  });

  it('a lost reply is unknown, and the status of the reference tells it applied', async () => {
    const name = user();
    await games.createAccount('pg', name, 'THB');
    bridge.faults.add({ target: 'games', op: 'deposit', mode: 'lost-reply', times: 1 });
    expect(await failure(games.deposit('pg', name, 900, `lost-${name}`, 'THB'))).toBe('unknown');
    expect(await games.transferStatus('pg', `lost-${name}`)).toBe('applied');
    // The retry with the same reference answers the first result and moves nothing more.
    await games.deposit('pg', name, 900, `lost-${name}`, 'THB');
    expect(await games.balance('pg', name)).toBe(900);
  });

  it('a bridge that stops answering is given up at our deadline as unknown', async () => {
    const name = user();
    await games.createAccount('pg', name, 'THB');
    const impatient = new HttpGameProvider(bridge.url, bridge.key, 200);
    bridge.faults.add({ target: 'games', op: 'deposit', mode: 'hang', times: 1 });
    const started = Date.now();
    expect(await failure(impatient.deposit('pg', name, 100, `hang-${name}`, 'THB'))).toBe('unknown');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(await games.transferStatus('pg', `hang-${name}`)).toBe('not_found');
  });
});

describe('answers that are not the protocol are unknown, never a refusal or "not found"', () => {
  let server: Server;
  let answer: { status: number; body: string };
  let url: string;

  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tw/v1`;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    ['a proxy 404 page on status', 404, '<html>not found</html>'],
    ['a 404 with another code', 404, '{"error":"Not Found"}'],
    ['a 502', 502, '{"error":"REFUSED"}'],
    ['a 200 without the record', 200, '{}'],
  ])('%s', async (_label, status, body) => {
    answer = { status, body };
    const games = new HttpGameProvider(url, 'k'.repeat(32), 1000);
    expect(await failure(games.transferStatus('pg', 'ref-1'))).toBe('unknown');
    expect(await failure(games.deposit('pg', 'someone', 100, 'ref-1', 'THB'))).toBe('unknown');
  });

  it('a 200 record of another reference is no confirmation', async () => {
    answer = { status: 200, body: '{"reference":"ref-2","status":"applied"}' };
    const games = new HttpGameProvider(url, 'k'.repeat(32), 1000);
    expect(await failure(games.transferStatus('pg', 'ref-1'))).toBe('unknown');
    expect(await failure(games.deposit('pg', 'someone', 100, 'ref-1', 'THB'))).toBe('unknown');
  });
});
