import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_PATH,
  balanceEvent,
  type BalanceEvent,
  authApi,
  gamesApi,
  withdrawApi,
} from '@wallet/contract';
import { createTestApp } from '../../test/harness.ts';
import { useTestApp } from '../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer, get, post, type Player } from '../../test/money.ts';
import { creditDeposit } from '../modules/wallet/index.ts';
import { call } from '../../test/call.ts';

/** Every wait is bounded: a push that never comes fails the test instead of hanging it. */
const WAIT_MS = 5_000;

const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });
let origin: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  origin = `http://127.0.0.1:${address.port}`;
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

interface Listener {
  socket: Socket;
  events: BalanceEvent[];
  /** Resolves with the first event (already received or still to come) that matches. */
  next(match: (event: BalanceEvent) => boolean, label: string): Promise<BalanceEvent>;
}

/** A socket.io client as the web app opens it; events are parsed with the contract as they arrive. */
function listen(token: unknown): Listener {
  const socket = io(origin, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  const events: BalanceEvent[] = [];
  const waiters = new Set<() => void>();
  socket.on('wallet:balance', (raw: unknown) => {
    events.push(balanceEvent.parse(raw));
    for (const wake of waiters) wake();
  });
  const next = (match: (event: BalanceEvent) => boolean, label: string) =>
    new Promise<BalanceEvent>((resolve, reject) => {
      const check = () => {
        const found = events.find(match);
        if (!found) return;
        cleanup();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(
          new Error(`no wallet:balance event ${label} within ${WAIT_MS} ms (got ${JSON.stringify(events)})`),
        );
      }, WAIT_MS);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  return { socket, events, next };
}

function connectError(token: unknown): Promise<Error> {
  const { socket } = listen(token);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('neither connected nor refused')), WAIT_MS);
    socket.on('connect', () => {
      clearTimeout(timer);
      reject(new Error('connected with a bad token'));
    });
    socket.on('connect_error', (error) => {
      clearTimeout(timer);
      resolve(error);
    });
  });
}

const slot = (event: BalanceEvent, code: string) => event.slots.find((entry) => entry.code === code);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('handshake', () => {
  it.each([
    ['a forged token', 'not-a-token'],
    ['an empty token', ''],
    ['a token that is not a string', 42],
    ['no token', undefined],
  ])('refuses %s with connect_error UNAUTHORIZED', async (_name, token) => {
    const error = await connectError(token);
    expect(error.message).toBe('UNAUTHORIZED');
  });

  it('refuses the token of a session that logged out', async () => {
    const player = await fundedPlayer(t, 0);
    const out = await call(t.app, authApi.logout, { headers: player.headers });
    expect(out.statusCode).toBeLessThan(300);
    expect((await connectError(player.token)).message).toBe('UNAUTHORIZED');
  });
});

describe('wallet:balance', () => {
  let player: Player;
  beforeAll(async () => {
    player = await fundedPlayer(t, 500);
    expect((await get(t.app, player, gamesApi.activate, { slotCode: 'pg' })).statusCode).toBe(200);
  });

  it('arrives on connect with the current balances', async () => {
    const client = listen(player.token);
    const first = await client.next(() => true, 'on connect');
    expect(first.wallet).toEqual({ amount: 500 });
    expect(first.slots).toHaveLength(11);
    expect(slot(first, 'pg')).toEqual({ code: 'pg', amount: 0, isActive: true });
    expect(slot(first, 'joker2')).toEqual({ code: 'joker2', amount: 0, isActive: false });
    expect(Math.abs(Date.parse(first.updatedAt) - Date.now())).toBeLessThan(60_000);
    expect(client.socket.connected).toBe(true);
  });

  it('arrives again after a transfer, a deposit and a withdrawal with the new amounts', async () => {
    const client = listen(player.token);
    await client.next((event) => event.wallet.amount === 500, 'on connect');

    const sent = await post(t.app, player, gamesApi.transfer, {
      from: 'WALLET',
      to: 'pg',
      amount: 120.5,
    });
    expect(sent.statusCode).toBe(200);
    const afterTransfer = await client.next(
      (event) => event.wallet.amount === 379.5 && slot(event, 'pg')?.amount === 120.5,
      'after the transfer',
    );
    expect(slot(afterTransfer, 'pg')).toEqual({ code: 'pg', amount: 120.5, isActive: true });

    await creditDeposit(t.ledger, t.events, {
      memberId: player.memberId,
      amount: 10_025,
      opKey: `socket-test:${randomUUID()}`,
      channel: 'TEST',
    });
    await client.next((event) => event.wallet.amount === 479.75, 'after the deposit');

    const withdrawn = await post(t.app, player, withdrawApi.withdraw, { amount: 100 });
    expect(withdrawn.json()).toMatchObject({ status: 'SUCCESS' });
    const afterWithdraw = await client.next(
      (event) => event.wallet.amount === 379.75,
      'after the withdrawal',
    );
    expect(slot(afterWithdraw, 'pg')?.amount).toBe(120.5);

    // The pushes arrive in order: the opening balance first, the last movement's result last.
    const amounts = client.events.map((event) => event.wallet.amount);
    expect(amounts[0]).toBe(500);
    expect(amounts.at(-1)).toBe(379.75);
  });

  it('reaches every open socket of the member', async () => {
    const phone = listen(player.token);
    const laptop = listen(player.token);
    const start = await phone.next(() => true, 'on connect (phone)');
    await laptop.next(() => true, 'on connect (laptop)');
    const back = await post(t.app, player, gamesApi.transfer, {
      from: 'pg',
      to: 'WALLET',
      amount: 20.5,
    });
    expect(back.statusCode).toBe(200);
    const expected = start.wallet.amount + 20.5;
    await phone.next((event) => event.wallet.amount === expected, 'on the phone');
    await laptop.next((event) => event.wallet.amount === expected, 'on the laptop');
  });

  it("a second member's socket does not receive the first member's events", async () => {
    const other = await fundedPlayer(t, 42);
    const mine = listen(player.token);
    const theirs = listen(other.token);
    const start = await mine.next(() => true, 'on connect (first member)');
    const theirFirst = await theirs.next(() => true, 'on connect (second member)');
    expect(theirFirst.wallet).toEqual({ amount: 42 });
    expect(theirFirst.slots.every((entry) => !entry.isActive)).toBe(true);

    await post(t.app, player, gamesApi.transfer, { from: 'WALLET', to: 'pg', amount: 10 });
    await mine.next(
      (event) => event.wallet.amount === start.wallet.amount - 10,
      'after the first member transfers',
    );
    await creditDeposit(t.ledger, t.events, {
      memberId: player.memberId,
      amount: 700,
      opKey: `socket-test:${randomUUID()}`,
      channel: 'TEST',
    });
    await mine.next(
      (event) => event.wallet.amount === start.wallet.amount - 3,
      'after the first member’s deposit',
    );
    // Longer than the server's 30 ms coalescing window: anything misrouted would be here by now.
    await pause(300);
    expect(theirs.events).toHaveLength(1);
    expect(theirs.events.every((event) => event.wallet.amount === 42)).toBe(true);

    // And the other way round.
    await creditDeposit(t.ledger, t.events, {
      memberId: other.memberId,
      amount: 800,
      opKey: `socket-test:${randomUUID()}`,
      channel: 'TEST',
    });
    await theirs.next((event) => event.wallet.amount === 50, 'after the second member’s deposit');
    await pause(300);
    expect(mine.events.some((event) => event.wallet.amount === 50)).toBe(false);
  });
});

describe('shutdown', () => {
  it('app.close() finishes while members are connected, and their sockets are told', async () => {
    const other = await createTestApp(MONEY_TEST_ENV);
    try {
      await other.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = other.app.server.address() as { port: number };
      const member = await fundedPlayer(other, 1);
      const socket = io(`http://127.0.0.1:${port}`, {
        path: SOCKET_PATH,
        transports: ['websocket'],
        auth: { token: member.token },
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      const disconnected = new Promise<string>((resolve) =>
        socket.on('disconnect', (reason) => resolve(reason)),
      );
      await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no opening push')), WAIT_MS);
        socket.once('wallet:balance', () => resolve(clearTimeout(timer)));
      });
      const outcome = await Promise.race([
        other.app.close().then(() => 'closed'),
        pause(WAIT_MS).then(() => 'still waiting for open sockets'),
      ]);
      expect(outcome).toBe('closed');
      expect(await Promise.race([disconnected, pause(WAIT_MS).then(() => 'not told')])).toBe(
        'transport close',
      );
    } finally {
      await other.database.close().catch(() => {});
    }
  });
});
