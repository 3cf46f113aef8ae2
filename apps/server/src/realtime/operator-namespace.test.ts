import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import {
  BACKOFFICE_NAMESPACE,
  SOCKET_PATH,
  bankFeedOperatorApi,
  depositNoticeApi,
  operatorsApi,
  sandboxApi,
  withdrawApi,
  type QueueChangedEvent,
} from '@wallet/contract';
import { call } from '../../test/call.ts';
import { useTestApp } from '../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer, post } from '../../test/money.ts';
import { makeOperator, withoutTotp } from '../../test/kits/operators.ts';
import { SITE_KBANK_AUTO, bankTransfer, setBankFeed } from '../../test/kits/bank-feed.ts';

const t = useTestApp({ ...MONEY_TEST_ENV, WITHDRAWAL_APPROVAL: 'operator', BACKOFFICE_WATCH_MS: '200' });
let base = '';
const sockets: Socket[] = [];
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => {
  for (const socket of sockets) socket.close();
});

function connect(token: string, namespace = BACKOFFICE_NAMESPACE): Promise<Socket> {
  const socket = io(`${base}${namespace}`, {
    path: SOCKET_PATH,
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

function nextEvent(socket: Socket, queue: string, change = 'added', item = /./): Promise<QueueChangedEvent> {
  return new Promise((resolve) => {
    const listener = (event: QueueChangedEvent) => {
      if (event.queue !== queue || event.change !== change || !item.test(event.itemId)) return;
      socket.off('queue:changed', listener);
      resolve(event);
    };
    socket.on('queue:changed', listener);
  });
}

describe('the operators socket namespace', () => {
  it('refuses a member token, and an operator token on the members namespace', async () => {
    const player = await fundedPlayer(t, 0);
    await expect(connect(player.token)).rejects.toThrow('UNAUTHORIZED');
    const admin = await makeOperator(t, 'admin');
    await expect(connect(admin.token, '/')).rejects.toThrow('UNAUTHORIZED');
  });

  it('refuses the session of an operator that has not enrolled TOTP yet', async () => {
    const support = await withoutTotp(t, await makeOperator(t, 'support'));
    await expect(connect(support.token)).rejects.toThrow('TOTP_ENROLMENT_REQUIRED');
  });

  it('pushes a new withdrawal and a new deposit notice to finance, not to support', async () => {
    const finance = await connect((await makeOperator(t, 'finance')).token);
    const support = await connect((await makeOperator(t, 'support')).token);
    let supportHeard = 0;
    support.on('queue:changed', () => (supportHeard += 1));
    const player = await fundedPlayer(t, 500);
    const withdrawal = nextEvent(finance, 'withdrawals');
    await post(t.app, player, withdrawApi.withdraw, { amount: 100 }, 'rt-withdraw-1');
    expect(await withdrawal).toMatchObject({ queue: 'withdrawals', change: 'added', pending: { count: 1 } });
    // Give the watcher one round to see what exists, then a notice arrives.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const review = nextEvent(finance, 'depositReviews');
    await post(t.app, player, depositNoticeApi.add, { amount: 50 }, 'rt-notice-1');
    expect(await review).toMatchObject({ queue: 'depositReviews', change: 'added' });
    expect(supportHeard).toBe(0);
  });

  it("pushes the bank feed's unplaced transfer to finance, and its placing by an operator", async () => {
    await setBankFeed(t, { push: true, notification: true, statement: true });
    const financeOperator = await makeOperator(t, 'finance');
    const finance = await connect(financeOperator.token);
    const added = nextEvent(finance, 'bankFeed');
    // No member has this account: the transfer waits for an operator (UNMATCHED).
    await bankTransfer(t, {
      fromBankCode: 'SCB',
      fromAccountNo: '9990004321',
      toAccountNo: SITE_KBANK_AUTO,
      amount: 23.45,
      via: 'push',
    });
    const arrival = await added;
    expect(arrival).toMatchObject({
      queue: 'bankFeed',
      change: 'added',
      itemId: expect.stringMatching(/^transfer-\d+$/),
    });
    expect(arrival.pending.count).toBeGreaterThan(0);
    const player = await fundedPlayer(t, 0);
    const decided = nextEvent(finance, 'bankFeed', 'decided');
    const placed = await call(t.app, bankFeedOperatorApi.matchBankFeedItem, {
      params: { itemId: arrival.itemId },
      body: { memberId: player.memberId, reason: 'the member called' },
      headers: financeOperator.headers,
    });
    expect(placed.statusCode).toBe(200);
    expect(await decided).toMatchObject({
      itemId: arrival.itemId,
      pending: { count: arrival.pending.count - 1 },
    });
  });

  it('pushes an ambiguous bank delivery to finance, and its settling (ADR 0117)', async () => {
    await setBankFeed(t, { push: true, notification: true, statement: true });
    const financeOperator = await makeOperator(t, 'finance');
    const finance = await connect(financeOperator.token);
    const references: string[] = [];
    for (const fromAccountNo of ['9990006661', '9990006662']) {
      references.push(
        await bankTransfer(t, {
          fromBankCode: 'SCB',
          fromAccountNo,
          toAccountNo: SITE_KBANK_AUTO,
          amount: 61.61,
          via: 'push',
        }),
      );
    }
    // The KBANK SMS of the first names no sender: it could be either transfer.
    const added = nextEvent(finance, 'bankFeed', 'added', /^entry-/);
    await call(t.app, sandboxApi.bankRedeliver, { body: { reference: references[0]!, via: 'notification' } });
    const arrival = await added;
    expect(arrival).toMatchObject({ change: 'added', itemId: expect.stringMatching(/^entry-\d+$/) });
    const decided = nextEvent(finance, 'bankFeed', 'decided', /^entry-/);
    const settled = await call(t.app, bankFeedOperatorApi.settleBankFeedItem, {
      params: { itemId: arrival.itemId },
      body: { as: 'new', reason: 'a third transfer' },
      headers: financeOperator.headers,
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(await decided).toMatchObject({ itemId: arrival.itemId });
  });

  it('an admin revoking the session closes its socket', async () => {
    const admin = await makeOperator(t, 'admin');
    const finance = await makeOperator(t, 'finance');
    const socket = await connect(finance.token);
    const closed = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
    const sessions = await call(t.app, operatorsApi.sessions, {
      headers: admin.headers,
      query: { operatorId: finance.id },
    });
    const [session] = (sessions.json() as { sessions: { id: string }[] }).sessions;
    await call(t.app, operatorsApi.revokeSession, {
      headers: admin.headers,
      params: { sessionId: session!.id },
      body: { reason: 'test' },
    });
    await closed;
  });
});
