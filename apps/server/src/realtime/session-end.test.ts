import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, accountApi, authApi, balanceEvent, type BalanceEvent } from '@wallet/contract';
import { useTestApp } from '../../test/fixture.ts';
import { bearer, loginToken, registerMember } from '../../test/members.ts';
import { MONEY_TEST_ENV } from '../../test/money.ts';
import { creditDeposit } from '../modules/wallet/index.ts';
import { closeAtExpiry } from './session-sockets.ts';

/*
 * A session that ends ends on its sockets: after a logout or a password change no balance event
 * reaches a socket of a session that ended, while another session of the same member keeps
 * its socket and its events.
 */

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
afterAll(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

interface Client {
  socket: Socket;
  events: BalanceEvent[];
  /** Resolves once the server has closed this socket. */
  closedByServer: Promise<string>;
}

/** Connects and waits for the balance event sent on connect. */
async function connect(token: string): Promise<Client> {
  const socket = io(origin, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  const events: BalanceEvent[] = [];
  const first = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no balance event on connect')), WAIT_MS);
    socket.on('wallet:balance', (raw: unknown) => {
      events.push(balanceEvent.parse(raw));
      clearTimeout(timer);
      resolve();
    });
  });
  const closedByServer = new Promise<string>((resolve) => socket.on('disconnect', resolve));
  await first;
  return { socket, events, closedByServer };
}

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_resolve, reject) => setTimeout(() => reject(new Error(`timed out: ${what}`)), WAIT_MS)),
  ]);
}

async function waitForWallet(client: Client, amount: number): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!client.events.some((event) => event.wallet.amount === amount)) {
    if (Date.now() > deadline) throw new Error(`no event with ${amount}: ${JSON.stringify(client.events)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A member with two sessions (two logins), a socket on each. */
async function memberWithTwoSessions() {
  const payload = await registerMember(t.app, t.sms);
  const first = await loginToken(t.app, payload.username, payload.password);
  const second = await loginToken(t.app, payload.username, payload.password);
  const profile = await t.app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(first) });
  const memberId = Number((profile.json() as { _id: string })._id);
  return { payload, memberId, first, second, a: await connect(first), b: await connect(second) };
}

const deposit = (memberId: number, satang: number) =>
  creditDeposit(t.ledger, t.events, {
    memberId,
    amount: satang,
    opKey: `session-end-test:${randomUUID()}`,
    channel: 'TEST',
  });

describe('sockets of a session that ended', () => {
  it('logout closes that session’s socket; the member’s other session keeps its socket and events', async () => {
    const { memberId, first, a, b } = await memberWithTwoSessions();
    const out = await t.app.inject({ method: 'POST', url: authApi.logout.path, headers: bearer(first) });
    expect(out.statusCode).toBe(204);
    expect(await within(a.closedByServer, 'the logged-out socket to close')).toBe('io server disconnect');
    const seenByA = a.events.length;

    await deposit(memberId, 12_345);
    await waitForWallet(b, 123.45);
    expect(b.socket.connected).toBe(true);
    expect(a.events).toHaveLength(seenByA);
    expect(a.socket.connected).toBe(false);
  });

  it('a password change closes the sockets of the other sessions, not the one that changed it', async () => {
    const { payload, memberId, second, a, b } = await memberWithTwoSessions();
    const changed = await t.app.inject({
      method: accountApi.changePassword.method,
      url: accountApi.changePassword.path,
      headers: bearer(second),
      payload: { oldPassword: payload.password, newPassword: 'a much longer new passphrase 42' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await within(a.closedByServer, 'the other session’s socket to close')).toBe(
      'io server disconnect',
    );
    const seenByA = a.events.length;

    await deposit(memberId, 500);
    await waitForWallet(b, 5);
    expect(b.socket.connected).toBe(true);
    expect(a.events).toHaveLength(seenByA);
  });

  it('another member’s logout leaves this member’s sockets alone', async () => {
    const one = await memberWithTwoSessions();
    const other = await memberWithTwoSessions();
    await t.app.inject({ method: 'POST', url: authApi.logout.path, headers: bearer(other.first) });
    await within(other.a.closedByServer, 'the other member’s socket to close');
    await deposit(one.memberId, 100);
    await waitForWallet(one.a, 1);
    await waitForWallet(one.b, 1);
  });
});

describe('a socket at its token’s expiry', () => {
  /** The two calls closeAtExpiry makes on a socket.io socket. */
  const fakeSocket = () => {
    const emitter = new EventEmitter();
    const closed: number[] = [];
    const socket = {
      once: (event: string, listener: () => void) => emitter.once(event, listener),
      disconnect: () => {
        closed.push(Date.now());
        emitter.emit('disconnect');
      },
    };
    return { socket: socket as unknown as Parameters<typeof closeAtExpiry>[0], closed };
  };

  it('is disconnected when the token expires, not before', async () => {
    const { socket, closed } = fakeSocket();
    const expiresAt = Date.now() + 300;
    closeAtExpiry(socket, expiresAt);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(closed).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(closed).toHaveLength(1);
    expect(closed[0]!).toBeGreaterThanOrEqual(expiresAt);
  });

  it('is disconnected at once when the token has already expired', () => {
    const { socket, closed } = fakeSocket();
    closeAtExpiry(socket, Date.now() - 1);
    expect(closed).toHaveLength(1);
  });

  it('a remembered token (30 days, past setTimeout’s limit) is not closed early', async () => {
    const { socket, closed } = fakeSocket();
    closeAtExpiry(socket, Date.now() + 30 * 86_400_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toEqual([]);
    socket.disconnect(true);
  });
});
