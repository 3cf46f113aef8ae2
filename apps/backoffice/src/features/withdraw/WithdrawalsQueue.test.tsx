import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  operatorAuthApi,
  pathOf,
  type WithdrawalItem,
  withdrawalQueueApi,
  queuesApi,
} from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../lib/session/session.ts';
import { emptyQueues, meReplyOf, operatorOf, renderApp } from '../../test/render.tsx';

const waiting: WithdrawalItem = {
  id: 41,
  reference: 'WD-41',
  member: { id: 7, username: '0812345678', name: 'Somchai' },
  memberTags: [],
  amount: 1500,
  bank: { code: 'KBANK', accountNo: '1234567890', accountName: 'SOMCHAI P' },
  stage: 'AWAITING_APPROVAL',
  createdAt: '2026-11-23T10:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  firstApproval: null,
  reason: null,
};

const APPROVE = `POST ${pathOf(withdrawalQueueApi.approveWithdrawal, { withdrawalId: 41 })}`;
const REJECT = `POST ${pathOf(withdrawalQueueApi.rejectWithdrawal, { withdrawalId: 41 })}`;
const LIST = `GET ${pathOf(withdrawalQueueApi.withdrawals)}`;

function financeWithQueue(
  decide: Record<string, { status?: number; body: unknown }>,
  first: WithdrawalItem = waiting,
) {
  saveToken('op-token');
  let items = [first];
  const pending = () => ({ count: items.length, oldestAt: items.length ? waiting.createdAt : null });
  const mocked = mockFetch({
    [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf('finance')) },
    [`GET ${pathOf(queuesApi.queues)}`]: () => ({
      body: { ...emptyQueues, withdrawals: pending() },
    }),
    [LIST]: () => ({ body: { pending: pending(), total: items.length, items } }),
    ...Object.fromEntries(
      Object.entries(decide).map(([key, answer]) => [
        key,
        () => {
          if ((answer.status ?? 200) < 300) items = [];
          return answer;
        },
      ]),
    ),
  });
  return mocked;
}

const unplayed: WithdrawalItem = {
  ...waiting,
  amount: 2500,
  context: {
    balance: 5500,
    bonus: null,
    firstWithdrawal: true,
    deposits7d: 8000,
    withdrawals7d: 0,
    memberSince: '2026-11-23T09:00:00.000Z',
    flags: { sharedBankAccount: false, failedDeposits7d: 0, afterOperatorCredit: false },
    signals: [
      { code: 'UNPLAYED_DEPOSITS', figures: { deposits: 8000, turnover: 0, required: 8000, multiple: 1 } },
      { code: 'FIRST_WITHDRAWAL', figures: {} },
    ],
  },
};

describe('withdrawals queue', () => {
  it('shows the risk signals on the row with their figures in the tooltip, explained in the dialog; flagged-only asks the server', async () => {
    const { fetchMock } = financeWithQueue({}, unplayed);
    const user = userEvent.setup();
    renderApp('/queues/withdrawals');
    const row = await screen.findByTestId('withdrawal-row');
    const badge = within(within(row).getByTestId('withdrawal-flags')).getByText('Deposits not played');
    expect(badge.getAttribute('title')).toBe(
      'Deposited 8,000.00 since the last withdrawal, sent 0.00 to games: under 1× the deposits (8,000.00).',
    );
    expect(within(row).getByTestId('withdrawal-flags').textContent).toContain('First withdrawal');
    await user.click(within(row).getByTestId('withdrawal-approve'));
    const dialog = screen.getByTestId('confirm-dialog');
    expect(within(dialog).getByTestId('withdrawal-signal-UNPLAYED_DEPOSITS').textContent).toContain(
      'Deposited 8,000.00 since the last withdrawal',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());

    await user.selectOptions(screen.getByTestId('filter-flagged'), 'true');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('flagged=true'))).toBe(true),
    );
  });

  it("shows the member's tags and a shared device, explained with its figures (ADR 0182)", async () => {
    financeWithQueue(
      {},
      {
        ...unplayed,
        memberTags: ['WATCH'],
        context: {
          ...unplayed.context!,
          signals: [{ code: 'SHARED_DEVICE', figures: { members: 2, devices: 1, addresses: 1, days: 30 } }],
        },
      },
    );
    const user = userEvent.setup();
    renderApp('/queues/withdrawals');
    const row = await screen.findByTestId('withdrawal-row');
    const tag = within(row).getByTestId('member-tag-WATCH');
    expect(tag.textContent).toBe('Watch');
    expect(tag.parentElement!.getAttribute('title')).toBe('Check this member closely before deciding.');
    const badge = within(within(row).getByTestId('withdrawal-flags')).getByText('Device or address shared');
    expect(badge.getAttribute('title')).toBe(
      '2 other member(s) signed in within 30 days from the same device (1) or internet address (1).',
    );
    await user.click(within(row).getByTestId('withdrawal-approve'));
    const dialog = screen.getByTestId('confirm-dialog');
    expect(within(dialog).getByTestId('member-tag-WATCH')).toBeTruthy();
  });

  it("above the second-approver amount, the first approver's row says another operator approves", async () => {
    const approvedOnce = {
      ...waiting,
      firstApproval: {
        operator: { id: 1, username: 'finance.one', name: 'Finance One' },
        at: '2026-11-23T10:05:00.000Z',
      },
    };
    financeWithQueue({}, approvedOnce);
    renderApp('/queues/withdrawals');
    const row = await screen.findByTestId('withdrawal-row');
    expect(within(row).getByTestId('withdrawal-first-approval').textContent).toContain('Finance One');
    expect(row.textContent).toContain('You gave the first approval: another operator approves');
    expect(within(row).queryByTestId('withdrawal-approve')).toBeNull();
    // Rejecting needs one operator at any point.
    expect(within(row).getByTestId('withdrawal-reject')).toBeTruthy();
  });

  it("another operator's first approval leaves this operator the approval", async () => {
    financeWithQueue(
      {},
      {
        ...waiting,
        firstApproval: {
          operator: { id: 9, username: 'finance.two', name: 'Finance Two' },
          at: '2026-11-23T10:05:00.000Z',
        },
      },
    );
    renderApp('/queues/withdrawals');
    const row = await screen.findByTestId('withdrawal-row');
    expect(within(row).getByTestId('withdrawal-approve')).toBeTruthy();
  });

  it('approves with a reason after a confirmation, then reads the queue again', async () => {
    const { callsTo } = financeWithQueue({ [APPROVE]: { body: { ...waiting, stage: 'PAYING' } } });
    const user = userEvent.setup();
    renderApp('/queues/withdrawals');

    const row = await screen.findByTestId('withdrawal-row');
    expect(row.textContent).toContain('1,500.00');
    await user.click(within(row).getByTestId('withdrawal-approve'));

    // Nothing is sent before a reason is written and the confirmation pressed.
    const dialog = screen.getByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Somchai');
    const submit = within(dialog).getByTestId('confirm-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.type(within(dialog).getByTestId('confirm-reason'), 'Checked the bank name');
    expect(callsTo(APPROVE)).toHaveLength(0);
    await user.click(submit);

    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(callsTo(APPROVE).map((call) => call.body)).toEqual([{ reason: 'Checked the bank name' }]);
    // The decided row stays on screen with its outcome (the waiting list no longer has it) until a refresh.
    const decided = screen.getByTestId('withdrawal-row');
    await waitFor(() => expect(decided.textContent).toContain('Paying'));
    expect(within(decided).queryByTestId('withdrawal-approve')).toBeNull();
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(callsTo(LIST).length).toBeGreaterThan(1);
    await waitFor(() => expect(screen.getByTestId('queue-count-withdrawals').textContent).toBe('0'));
  });

  it('the keyboard path: A on the current row opens the approval, the shortcuts are shown', async () => {
    const { callsTo } = financeWithQueue({ [APPROVE]: { body: { ...waiting, stage: 'PAYING' } } });
    const user = userEvent.setup();
    renderApp('/queues/withdrawals');
    await screen.findByTestId('withdrawal-row');
    expect(screen.getByTestId('queue-keys').textContent).toContain('Approve');
    await user.keyboard('a');
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Approve this withdrawal?');
    await user.type(within(dialog).getByTestId('confirm-reason'), 'Looks right');
    await user.click(within(dialog).getByTestId('confirm-submit'));
    await waitFor(() => expect(callsTo(APPROVE)).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('withdrawal-row').textContent).toContain('Paying'));
  });

  it('bulk approve sends the ticked rows once and shows each outcome', async () => {
    const BULK = `POST ${pathOf(withdrawalQueueApi.bulkApproveWithdrawals)}`;
    const { callsTo } = financeWithQueue({
      [BULK]: { body: { results: [{ id: 41, item: { ...waiting, stage: 'PAID' }, message: null }] } },
    });
    const user = userEvent.setup();
    renderApp('/queues/withdrawals');
    await user.click(within(await screen.findByTestId('withdrawal-row')).getByTestId('row-tick'));
    await user.click(screen.getByTestId('withdrawal-bulk-approve'));
    // The dialog lists the withdrawals it will decide, not only their count and total.
    expect((await screen.findByTestId('withdrawal-bulk-list')).textContent).toContain(
      'WD-41 · Somchai (0812345678) · 1,500.00 · KBANK 1234567890',
    );
    const dialog = screen.getByTestId('bulk-dialog');
    expect(dialog.textContent).toContain('1 withdrawals, 1,500.00');
    await user.type(within(dialog).getByTestId('confirm-reason'), 'Checked all');
    await user.click(within(dialog).getByTestId('confirm-submit'));
    await waitFor(() => expect(screen.getByTestId('withdrawal-row').textContent).toContain('Paid'));
    expect(callsTo(BULK).map((call) => call.body)).toEqual([{ withdrawalIds: [41], reason: 'Checked all' }]);
  });

  it('keeps the dialog open with the reason in words when the server refuses', async () => {
    const { callsTo } = financeWithQueue({ [REJECT]: { status: 409, body: { message: 'ALREADY_DECIDED' } } });
    const user = userEvent.setup();
    renderApp('/queues/withdrawals');

    await user.click(within(await screen.findByTestId('withdrawal-row')).getByTestId('withdrawal-reject'));
    await user.type(screen.getByTestId('confirm-reason'), 'Name does not match');
    await user.click(screen.getByTestId('confirm-submit'));

    const error = await screen.findByTestId('confirm-error');
    expect(error.textContent).toBeTruthy();
    expect(error.textContent).not.toContain('ALREADY_DECIDED');
    expect(screen.getByTestId('confirm-dialog')).toBeTruthy();
    expect(callsTo(REJECT).map((call) => call.body)).toEqual([{ reason: 'Name does not match' }]);
  });

  it('shows a new item pushed over the socket without a reload', async () => {
    saveToken('op-token');
    let items: WithdrawalItem[] = [];
    const pending = () => ({ count: items.length, oldestAt: null });
    mockFetch({
      [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf('admin')) },
      [`GET ${pathOf(queuesApi.queues)}`]: () => ({
        body: { ...emptyQueues, withdrawals: pending() },
      }),
      [LIST]: () => ({ body: { pending: pending(), total: items.length, items } }),
    });
    const { socket } = renderApp('/queues/withdrawals');
    expect(await screen.findByText('Nothing here.')).toBeTruthy();
    await waitFor(() => expect(socket.connected).toBe(true));

    items = [waiting];
    socket.emit('queue:changed', {
      queue: 'withdrawals',
      change: 'added',
      itemId: '41',
      pending: { count: 1, oldestAt: waiting.createdAt },
      at: new Date().toISOString(),
    });

    expect((await screen.findByTestId('withdrawal-row')).textContent).toContain('Somchai');
    expect(screen.getByTestId('queue-count-withdrawals').textContent).toBe('1');
    expect(screen.getByTestId('nav-queue-count').textContent).toBe('1');
  });
});
