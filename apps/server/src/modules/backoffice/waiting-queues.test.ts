import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import {
  BACKOFFICE_NAMESPACE,
  SOCKET_PATH,
  operatorsApi,
  reportsOperatorApi,
  settingChangesApi,
  settingsOperatorApi,
  type Dashboard,
  type OperatorGrantReply,
  type OperatorListItem,
  type QueueChangedEvent,
  type QueueName,
  type QueuesSummary,
  type SettingChange,
  queuesApi,
} from '@wallet/contract';
import { call } from '../../../test/call.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { MONEY_TEST_ENV } from '../../../test/money.ts';
import { makeOperator, type TestOperator } from '../../../test/kits/operators.ts';

/**
 * Issue 37: what waits for a second admin (a money-control setting's change, an operator another
 * admin made) is on the queues' summary and the dashboard with the money queues, announced to the
 * operators' screens when it arrives and when it is decided, and gone once decided.
 */
const t = useTestApp({ ...MONEY_TEST_ENV, OPERATOR_LOGIN_LIMIT_PER_IP: '1000' });

let asker: TestOperator;
let second: TestOperator;
let finance: TestOperator;
let socket: Socket;
beforeAll(async () => {
  asker = await makeOperator(t, 'admin');
  second = await makeOperator(t, 'admin');
  finance = await makeOperator(t, 'finance');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  socket = io(`${base}${BACKOFFICE_NAMESPACE}`, {
    path: SOCKET_PATH,
    auth: { token: finance.token },
    transports: ['websocket'],
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
});
afterAll(() => {
  socket.close();
});

function nextEvent(queue: QueueName, change: QueueChangedEvent['change']): Promise<QueueChangedEvent> {
  return new Promise((resolve) => {
    const listener = (event: QueueChangedEvent) => {
      if (event.queue !== queue || event.change !== change) return;
      socket.off('queue:changed', listener);
      resolve(event);
    };
    socket.on('queue:changed', listener);
  });
}

/** The queue as the queues' summary and the dashboard show it, which must agree. */
async function waiting(queue: 'settingChanges' | 'operatorGrants') {
  const summary = await call(t.app, queuesApi.queues, { headers: finance.headers });
  expect(summary.statusCode).toBe(200);
  const board = await call(t.app, reportsOperatorApi.dashboard, { headers: finance.headers });
  expect(board.statusCode).toBe(200);
  const fromSummary = summary.json<QueuesSummary>()[queue];
  expect(board.json<Dashboard>().queues[queue]).toEqual(fromSummary);
  return fromSummary;
}

let raises = 0;
/** One admin raises the second-approver limit (each time to a new value): the change waits. */
async function askRaise(reason: string): Promise<SettingChange> {
  raises += 1;
  const asked = await call(t.app, settingsOperatorApi.wallet.change, {
    headers: asker.headers,
    body: {
      secondApprover: { memberCreditsBaht: 100_000 + raises, operatorCreditsBaht: 1_000_000 },
      reason,
    },
  });
  expect(asked.statusCode, asked.body).toBe(202);
  return asked.json<{ pending: SettingChange }>().pending;
}

describe('what waits for a second admin is a queue (issue 37)', () => {
  it('the summary and the dashboard count every queue, these two among them', async () => {
    const summary = (await call(t.app, queuesApi.queues, { headers: finance.headers })).json();
    expect(Object.keys(summary as object).sort()).toEqual([
      'adjustments',
      'depositReviews',
      'heldCredits',
      'operatorGrants',
      'settingChanges',
      'withdrawals',
    ]);
    expect(await waiting('settingChanges')).toEqual({ count: 0, oldestAt: null });
    expect(await waiting('operatorGrants')).toEqual({ count: 0, oldestAt: null });
  });

  it('a setting change waiting for a second admin is counted from when it was asked, and leaves when confirmed', async () => {
    const added = nextEvent('settingChanges', 'added');
    const change = await askRaise('season peak');
    expect(await added).toMatchObject({
      itemId: String(change.id),
      pending: { count: 1, oldestAt: change.requestedAt },
    });
    expect(await waiting('settingChanges')).toEqual({ count: 1, oldestAt: change.requestedAt });

    const decided = nextEvent('settingChanges', 'decided');
    const confirmed = await call(t.app, settingChangesApi.confirm, {
      headers: second.headers,
      params: { changeId: change.id },
      body: { reason: 'agreed' },
    });
    expect(confirmed.json()).toMatchObject({ status: 'APPLIED' });
    expect(await decided).toMatchObject({ itemId: String(change.id), pending: { count: 0, oldestAt: null } });
    expect(await waiting('settingChanges')).toEqual({ count: 0, oldestAt: null });
  });

  it('a change rejected or cancelled leaves the queue too', async () => {
    const rejected = await askRaise('again');
    expect(await waiting('settingChanges')).toMatchObject({ count: 1 });
    const decided = nextEvent('settingChanges', 'decided');
    await call(t.app, settingChangesApi.reject, {
      headers: second.headers,
      params: { changeId: rejected.id },
      body: { reason: 'not this week' },
    });
    expect((await decided).pending.count).toBe(0);
    expect(await waiting('settingChanges')).toEqual({ count: 0, oldestAt: null });

    const cancelled = await askRaise('once more');
    expect(await waiting('settingChanges')).toMatchObject({ count: 1 });
    await call(t.app, settingChangesApi.cancel, {
      headers: asker.headers,
      params: { changeId: cancelled.id },
      body: { reason: 'changed my mind' },
    });
    expect(await waiting('settingChanges')).toEqual({ count: 0, oldestAt: null });
  });

  it('an operator another admin made waits for a second admin from when it was made, and leaves when confirmed', async () => {
    const added = nextEvent('operatorGrants', 'added');
    const created = await call(t.app, operatorsApi.create, {
      headers: asker.headers,
      body: { username: 'waiting-finance', name: 'Waiting Finance', role: 'finance', reason: 'new hire' },
    });
    const reply = created.json<OperatorGrantReply>();
    expect(reply.needsConfirmation).toBe(true);
    const list = (await call(t.app, operatorsApi.list, { headers: second.headers })).json<{
      operators: OperatorListItem[];
    }>();
    const { issuedAt } = list.operators.find((o) => o.id === reply.operator.id)!.pending!;
    expect(await added).toMatchObject({
      itemId: String(reply.operator.id),
      pending: { count: 1, oldestAt: issuedAt },
    });
    expect(await waiting('operatorGrants')).toEqual({ count: 1, oldestAt: issuedAt });

    const decided = nextEvent('operatorGrants', 'decided');
    const confirmed = await call(t.app, operatorsApi.confirm, {
      headers: second.headers,
      params: { operatorId: reply.operator.id },
      body: { reason: 'met them' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await decided).toMatchObject({ pending: { count: 0, oldestAt: null } });
    expect(await waiting('operatorGrants')).toEqual({ count: 0, oldestAt: null });
  });
});
