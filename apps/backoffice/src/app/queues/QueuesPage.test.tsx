import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  operatorAuthApi,
  operatorsApi,
  pathOf,
  settingChangesApi,
  type OperatorListItem,
  type OperatorRole,
  type PendingGrant,
  type SettingChange,
  withdrawalQueueApi,
  queuesApi,
} from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../lib/session/session.ts';
import { emptyQueues, meReplyOf, operatorOf, renderApp } from '../../test/render.tsx';

/** A change of the second-approver limits one admin asked for (ADR 0130). */
const change: SettingChange = {
  id: 7,
  group: 'wallet',
  status: 'WAITING',
  before: { secondApprover: { memberCreditsBaht: 10_000, operatorCreditsBaht: 100_000 } },
  after: { secondApprover: { memberCreditsBaht: 100_000, operatorCreditsBaht: 100_000 } },
  reason: 'season peak',
  requestedBy: { id: 2, username: 'admin.two', name: 'Admin Two' },
  requestedAt: '2026-11-29T01:00:00.000Z',
  appliesAt: null,
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
};

/** A finance operator another admin made, waiting for a second admin (ADR 0129). */
const grant: PendingGrant = {
  kind: 'create',
  issuedBy: { id: 2, username: 'admin.two', name: 'Admin Two' },
  issuedAt: '2026-11-29T02:00:00.000Z',
  reason: 'New hire for the night shift',
  enrolled: true,
  linkExpiresAt: null,
  linkExpired: false,
  needsConfirmation: true,
};
const listed = (id: number, username: string, pending: PendingGrant | null): OperatorListItem => ({
  ...operatorOf('finance', id),
  username,
  name: username === 'sam' ? 'Sam' : username,
  signInLockedFor: 0,
  pending,
});

const CONFIRM_CHANGE = `POST ${pathOf(settingChangesApi.confirm, { changeId: 7 })}`;
const CONFIRM_OPERATOR = `POST ${pathOf(operatorsApi.confirm, { operatorId: 8 })}`;

/**
 * Signed in with one setting change and one operator waiting, and a withdrawal: the server's
 * lists and counts follow the decisions the test sends (and what `state` is set to).
 */
function signedIn(role: OperatorRole) {
  saveToken('op-token');
  const state = { changes: [change], pending: grant as PendingGrant | null };
  const pending = (count: number) => ({ count, oldestAt: count ? '2026-11-29T01:00:00.000Z' : null });
  const mocked = mockFetch({
    [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf(role)) },
    [`GET ${pathOf(queuesApi.queues)}`]: () => ({
      body: {
        ...emptyQueues,
        withdrawals: pending(1),
        settingChanges: pending(state.changes.length),
        operatorGrants: pending(state.pending ? 1 : 0),
      },
    }),
    [`GET ${pathOf(withdrawalQueueApi.withdrawals)}`]: { body: { pending: pending(0), total: 0, items: [] } },
    [`GET ${pathOf(settingChangesApi.list)}`]: () => ({ body: { waiting: state.changes, recent: [] } }),
    [`GET ${pathOf(operatorsApi.list)}`]: () => ({
      body: { operators: [listed(1, 'admin.one', null), listed(8, 'sam', state.pending)] },
    }),
    [CONFIRM_CHANGE]: () => {
      state.changes = [];
      return { body: { ...change, status: 'APPLIED' } };
    },
    [CONFIRM_OPERATOR]: () => {
      state.pending = null;
      return { body: { operator: operatorOf('finance', 8) } };
    },
  });
  return { ...mocked, state };
}

async function tabNames(): Promise<string[]> {
  const tabs = await screen.findAllByRole('tab');
  return tabs.map((tab) => tab.textContent ?? '');
}

describe('queues page: what waits for a second admin (issue 37)', () => {
  it("an admin has a tab for each, with its count, and the menu counts them with the money queues'", async () => {
    signedIn('admin');
    renderApp('/queues');
    expect(await tabNames()).toEqual([
      expect.stringMatching(/^Withdrawals/),
      expect.stringMatching(/^Deposit reviews/),
      expect.stringMatching(/^Adjustments to approve/),
      expect.stringMatching(/^Credits from files to approve/),
      expect.stringMatching(/^Money settings changes to confirm/),
      expect.stringMatching(/^Operators to confirm/),
    ]);
    await waitFor(() => expect(screen.getByTestId('queue-count-settingChanges').textContent).toBe('1'));
    expect(screen.getByTestId('queue-count-operatorGrants').textContent).toBe('1');
    expect(screen.getByTestId('nav-queue-count').textContent).toBe('3');
  });

  it('finance sees the setting changes (it may cancel one on a single-admin site), not the operators; its menu counts only what it decides', async () => {
    const { calls } = signedIn('finance');
    renderApp('/queues');
    await waitFor(async () => expect(await tabNames()).toHaveLength(5));
    expect(screen.queryByTestId('queue-count-operatorGrants')).toBeNull();
    // The tab shows "…" until the summary answers.
    await waitFor(() => expect(screen.getByTestId('queue-count-settingChanges').textContent).toBe('1'));
    expect(screen.getByTestId('nav-queue-count').textContent).toBe('1');
    expect(calls.some((call) => call.path === pathOf(operatorsApi.list))).toBe(false);
  });

  it("the setting changes' tab is the settings' list: who asked, why, when; another admin confirms it there", async () => {
    const { callsTo } = signedIn('admin');
    const user = userEvent.setup();
    renderApp('/queues/setting-changes');
    const item = await screen.findByTestId('setting-change-7');
    expect(item.textContent).toContain('Admin Two');
    expect(item.textContent).toContain('season peak');
    expect(item.textContent).toMatch(/Asked by Admin Two on .*2026/);
    await user.click(within(item).getByTestId('setting-change-confirm'));
    await user.type(await screen.findByTestId('confirm-reason'), 'agreed by phone');
    await user.click(screen.getByTestId('confirm-submit'));

    await waitFor(() => expect(screen.queryByTestId('setting-change-7')).toBeNull());
    expect(callsTo(CONFIRM_CHANGE).map((call) => call.body)).toEqual([{ reason: 'agreed by phone' }]);
    expect(screen.getByText('No change waits.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('queue-count-settingChanges').textContent).toBe('0'));
  });

  it("the operators' tab shows the operators page's note: what, who asked, when, why; another admin confirms it there", async () => {
    const { callsTo } = signedIn('admin');
    const user = userEvent.setup();
    renderApp('/queues/operator-grants');
    const rows = await screen.findAllByTestId('waiting-operator-row');
    expect(rows.map((row) => row.dataset.username)).toEqual(['sam']);
    const row = within(rows[0]!);
    expect(row.getByTestId('operator-waits-admin')).toBeTruthy();
    expect(row.getByTestId('operator-pending').textContent).toContain('New operator by Admin Two');
    expect(row.getByTestId('operator-pending').textContent).toContain('New hire for the night shift');
    await user.click(row.getByTestId('operator-confirm'));
    const dialog = within(screen.getByTestId('confirm-dialog'));
    expect(dialog.getByText(/asked by Admin Two \(admin\.two\)/)).toBeTruthy();
    await user.type(dialog.getByTestId('confirm-reason'), 'Met Sam, checked the ID card');
    await user.click(dialog.getByTestId('confirm-submit'));

    await waitFor(() => expect(screen.queryByTestId('waiting-operator-row')).toBeNull());
    expect(callsTo(CONFIRM_OPERATOR).map((call) => call.body)).toEqual([
      { reason: 'Met Sam, checked the ID card' },
    ]);
    expect(screen.getByText('No operator waits for a second admin.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('queue-count-operatorGrants').textContent).toBe('0'));
  });

  it('the admin who asked gets no confirm button on the tab', async () => {
    const { state } = signedIn('admin');
    state.pending = { ...grant, issuedBy: { id: 1, username: 'admin.one', name: 'Admin One' } };
    renderApp('/queues/operator-grants');
    const row = await screen.findByTestId('waiting-operator-row');
    expect(within(row).getByTestId('operator-waits-admin')).toBeTruthy();
    expect(within(row).queryByTestId('operator-confirm')).toBeNull();
  });

  it('reads every queue again when its socket connects: what changed while it was away shows', async () => {
    const { state } = signedIn('admin');
    state.changes = [];
    state.pending = null;
    const { socket } = renderApp('/queues/setting-changes');
    expect(await screen.findByText('No change waits.')).toBeTruthy();
    expect(screen.getByTestId('queue-count-settingChanges').textContent).toBe('0');

    // Asked for before the socket was connected: its queue event reached no one.
    state.changes = [change];
    socket.emit('connect', undefined);
    expect((await screen.findByTestId('setting-change-7')).textContent).toContain('season peak');
    await waitFor(() => expect(screen.getByTestId('queue-count-settingChanges').textContent).toBe('1'));
  });

  it('a change or an operator asked for elsewhere appears when its queue event comes, without a reload', async () => {
    const { state } = signedIn('admin');
    state.changes = [];
    state.pending = null;
    const { socket } = renderApp('/queues/setting-changes');
    expect(await screen.findByText('No change waits.')).toBeTruthy();
    await waitFor(() => expect(socket.connected).toBe(true));

    state.changes = [change];
    socket.emit('queue:changed', {
      queue: 'settingChanges',
      change: 'added',
      itemId: '7',
      pending: { count: 1, oldestAt: change.requestedAt },
      at: new Date().toISOString(),
    });
    expect((await screen.findByTestId('setting-change-7')).textContent).toContain('season peak');
    expect(screen.getByTestId('queue-count-settingChanges').textContent).toBe('1');

    await userEvent.setup().click(screen.getByRole('tab', { name: /Operators to confirm/ }));
    expect(await screen.findByText('No operator waits for a second admin.')).toBeTruthy();
    state.pending = grant;
    socket.emit('queue:changed', {
      queue: 'operatorGrants',
      change: 'added',
      itemId: '8',
      pending: { count: 1, oldestAt: grant.issuedAt },
      at: new Date().toISOString(),
    });
    expect((await screen.findByTestId('waiting-operator-row')).dataset.username).toBe('sam');
    expect(screen.getByTestId('queue-count-operatorGrants').textContent).toBe('1');
    // The operators menu badge reads the same list: it counts the new one too.
    expect((await screen.findByTestId('nav-operators-waiting')).textContent).toBe('1');
  });
});
