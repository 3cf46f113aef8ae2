import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  accountOperatorApi,
  operatorAuthApi,
  pathOf,
  type MemberPage,
  adjustmentApi,
  queuesApi,
} from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../lib/session/session.ts';
import { emptyQueues, meReplyOf, operatorOf, renderApp } from '../../test/render.tsx';

const member: MemberPage = {
  profile: {
    id: 7,
    username: '0812345678',
    name: 'Somchai',
    status: 'active',
    currency: 'THB',
    sourceCode: null,
    invitedBy: null,
    coin: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
  },
  bank: {
    code: 'KBANK',
    accountNo: '1234567890',
    accountName: 'SOMCHAI P',
    nameTH: 'กสิกรไทย',
    nameEN: 'Kasikorn',
  },
  balances: { wallet: 100, withdrawalHold: 0, transferHold: 0, games: [] },
  sessions: [],
};

const found = {
  id: 7,
  username: '0812345678',
  name: 'Somchai',
  status: 'active' as const,
  bank: { code: 'KBANK', accountNo: '1234567890', accountName: 'SOMCHAI P' },
  wallet: 100,
  tags: [],
  createdAt: '2026-11-01T00:00:00.000Z',
};

/** The adjustments queue, empty, with the second-operator lines in baht and in kip. */
const noAdjustments = {
  pending: { count: 0, oldestAt: null },
  fourEyesAboveBaht: 10000,
  fourEyesAboveKip: 10_000_000,
  total: 0,
  items: [],
};

const REQUEST = `POST ${pathOf(adjustmentApi.requestAdjustment)}`;
const PREVIEW = `GET ${pathOf(adjustmentApi.adjustmentPreview)}`;
/** A preview as the server answers it for a credit of 50 to a wallet of 100. */
const creditOf50 = {
  balanceBefore: 100,
  balanceAfter: 150,
  creditsLast24h: 0,
  operatorCreditsLast24h: 0,
  memberLimit: 10000,
  operatorLimit: 100000,
  needsSecond: false,
};

describe('manual adjustment', () => {
  it('names the member before anything is sent, and retries an unknown outcome with the same key', async () => {
    saveToken('op-token');
    let attempts = 0;
    const { callsTo } = mockFetch({
      [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf('finance', 3)) },
      [`GET ${pathOf(queuesApi.queues)}`]: {
        body: emptyQueues,
      },
      [`GET ${pathOf(accountOperatorApi.page, { memberId: 7 })}`]: { body: member },
      [`GET ${pathOf(accountOperatorApi.search)}`]: { body: { members: [found] } },
      [PREVIEW]: { body: creditOf50 },
      [REQUEST]: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('connection reset');
        return {
          status: 201,
          body: {
            id: 1,
            member: { id: 7, username: '0812345678', name: 'Somchai' },
            direction: 'credit',
            amount: 50,
            status: 'APPLIED',
            requestReason: 'Goodwill for the outage',
            requestedBy: { id: 3, username: 'finance.one', name: 'Finance One' },
            requestedAt: '2026-11-23T10:00:00.000Z',
            reference: 'ADJ-1',
            decidedAt: null,
            decidedBy: null,
            reason: null,
          },
        };
      },
    });
    const user = userEvent.setup();
    renderApp('/adjustments/new');

    await user.type(await screen.findByTestId('adjustment-member'), '#7');
    await user.click(await screen.findByTestId('adjustment-member-option'));
    expect((await screen.findByTestId('adjustment-member-found')).textContent).toContain('Somchai');
    await user.type(screen.getByTestId('adjustment-amount'), '50');
    await waitFor(() =>
      expect((screen.getByTestId('adjustment-submit') as HTMLButtonElement).disabled).toBe(false),
    );
    await user.click(screen.getByTestId('adjustment-submit'));
    expect(screen.getByTestId('confirm-dialog').textContent).toContain('50.00');
    await user.type(screen.getByTestId('confirm-reason'), 'Goodwill for the outage');
    await user.click(screen.getByTestId('confirm-submit'));
    expect(await screen.findByTestId('confirm-error')).toBeTruthy();

    await user.click(screen.getByTestId('confirm-submit'));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(screen.getByTestId('adjustment-result').textContent).toContain('applied');

    const sent = callsTo(REQUEST);
    expect(sent.map((call) => call.body)).toEqual([
      { memberId: 7, direction: 'credit', amount: 50, reason: 'Goodwill for the outage' },
      { memberId: 7, direction: 'credit', amount: 50, reason: 'Goodwill for the outage' },
    ]);
    const keys = sent.map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('finds the member by name (or phone, or bank account) and sends the chosen one', async () => {
    saveToken('op-token');
    const { callsTo } = mockFetch({
      [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf('finance', 3)) },
      [`GET ${pathOf(queuesApi.queues)}`]: {
        body: emptyQueues,
      },
      [`GET ${pathOf(accountOperatorApi.search)}`]: {
        body: {
          members: [
            {
              id: 7,
              username: '0812345678',
              name: 'Somchai',
              status: 'active',
              bank: { code: 'KBANK', accountNo: '1234567890', accountName: 'SOMCHAI P' },
              wallet: 100,
              tags: [],
              createdAt: '2026-11-01T00:00:00.000Z',
            },
          ],
        },
      },
      [`GET ${pathOf(accountOperatorApi.page, { memberId: 7 })}`]: { body: member },
    });
    const user = userEvent.setup();
    renderApp('/adjustments/new');

    await user.type(await screen.findByTestId('adjustment-member'), 'Somch');
    await user.click(await screen.findByTestId('adjustment-member-option'));
    expect((await screen.findByTestId('adjustment-member-found')).textContent).toContain('Somchai');
    expect(callsTo(`GET ${pathOf(accountOperatorApi.search)}`).length).toBeGreaterThan(0);
  });

  it('a typed number alone names no member: the review stays closed until a match is picked', async () => {
    saveToken('op-token');
    const { callsTo } = mockFetch({
      [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf('finance', 3)) },
      [`GET ${pathOf(queuesApi.queues)}`]: { body: emptyQueues },
      [`GET ${pathOf(accountOperatorApi.search)}`]: { body: { members: [] } },
    });
    const user = userEvent.setup();
    renderApp('/adjustments/new');
    await user.type(await screen.findByTestId('adjustment-member'), '0840011680');
    await user.type(screen.getByTestId('adjustment-amount'), '50');
    expect((screen.getByTestId('adjustment-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(`GET ${pathOf(accountOperatorApi.page, { memberId: 840011680 })}`)).toEqual([]);
  });

  it("says before submitting the member's 24-hour credits and, from the server, whether the credit will wait", async () => {
    saveToken('op-token');
    // The fetch mock keeps paths only: the preview's query is read from the calls' URLs.
    const asked = () =>
      mocked.fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === pathOf(adjustmentApi.adjustmentPreview))
        .map((url) => url.searchParams);
    const mocked = mockFetch({
      [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf('finance', 3)) },
      [`GET ${pathOf(queuesApi.queues)}`]: { body: emptyQueues },
      [`GET ${pathOf(accountOperatorApi.search)}`]: { body: { members: [found] } },
      [`GET ${pathOf(accountOperatorApi.page, { memberId: 7 })}`]: { body: member },
      [`GET ${pathOf(adjustmentApi.adjustments)}`]: { body: noAdjustments },
      // The server's answer decides: 6,000 already credited today, so 5,000 more waits and 500 does not.
      [PREVIEW]: () => {
        const amount = Number(asked().at(-1)?.get('amount'));
        return {
          body: {
            balanceBefore: 100,
            balanceAfter: 100 + amount,
            creditsLast24h: 6000,
            operatorCreditsLast24h: 1500,
            memberLimit: 10000,
            operatorLimit: 100000,
            needsSecond: amount > 4000,
          },
        };
      },
    });
    const user = userEvent.setup();
    renderApp('/adjustments/new');
    await user.type(await screen.findByTestId('adjustment-member'), 'Somch');
    await user.click(await screen.findByTestId('adjustment-member-option'));
    await user.type(screen.getByTestId('adjustment-amount'), '5000');
    await waitFor(() =>
      expect(screen.getByTestId('adjustment-will-wait').textContent).toBe(
        'With this amount the credit will wait for a second operator.',
      ),
    );
    expect(screen.getByTestId('adjustment-day-credits').textContent).toBe(
      'Credited to this member by operators in the last 24 hours: 6,000.00 of 10,000.00; by you: 1,500.00 of 100,000.00.',
    );
    await user.clear(screen.getByTestId('adjustment-amount'));
    await user.type(screen.getByTestId('adjustment-amount'), '500');
    await waitFor(() =>
      expect(screen.getByTestId('adjustment-will-wait').textContent).toBe(
        'With this amount the credit applies at once.',
      ),
    );
    expect(screen.getByTestId('adjustment-balance-change').textContent).toBe(
      'Wallet before: 100.00 · after: 600.00',
    );
    // The confirmation says it again before anything is sent.
    await user.click(screen.getByTestId('adjustment-submit'));
    expect(screen.getByTestId('confirm-will-wait').textContent).toBe(
      'With this amount the credit applies at once.',
    );
    expect(asked().at(-1)?.get('direction')).toBe('credit');
    expect(asked().at(-1)?.get('memberId')).toBe('7');
    expect(asked().at(-1)?.get('amount')).toBe('500');
  });

  it("writes a kip member's 24-hour credits and limits in kip, whole with ₭ (ADR 0190)", async () => {
    saveToken('op-token');
    mockFetch({
      [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf('finance', 3)) },
      [`GET ${pathOf(queuesApi.queues)}`]: { body: emptyQueues },
      [`GET ${pathOf(accountOperatorApi.search)}`]: { body: { members: [found] } },
      [`GET ${pathOf(accountOperatorApi.page, { memberId: 7 })}`]: { body: member },
      [`GET ${pathOf(adjustmentApi.adjustments)}`]: { body: noAdjustments },
      [`GET ${pathOf(adjustmentApi.adjustmentPreview)}`]: {
        body: {
          balanceBefore: 100_000,
          balanceAfter: 700_000,
          creditsLast24h: 6_000_000,
          operatorCreditsLast24h: 1_500_000,
          memberLimit: 6_500_000,
          operatorLimit: 65_000_000,
          needsSecond: true,
          currency: 'LAK',
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/adjustments/new');
    await user.type(await screen.findByTestId('adjustment-member'), 'Somch');
    await user.click(await screen.findByTestId('adjustment-member-option'));
    await user.type(screen.getByTestId('adjustment-amount'), '600000');
    await waitFor(() =>
      expect(screen.getByTestId('adjustment-day-credits').textContent).toBe(
        'Credited to this member by operators in the last 24 hours: 6,000,000 ₭ of 6,500,000 ₭; by you: 1,500,000 ₭ of 65,000,000 ₭.',
      ),
    );
  });

  it('the queue says the second-operator line in baht and, for kip members, in kip (ADR 0190)', async () => {
    saveToken('op-token');
    mockFetch({
      [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf('finance', 3)) },
      [`GET ${pathOf(queuesApi.queues)}`]: { body: emptyQueues },
      [`GET ${pathOf(adjustmentApi.adjustments)}`]: { body: noAdjustments },
    });
    renderApp('/queues/adjustments');
    expect(await screen.findByText(/need a second operator/)).toHaveProperty(
      'textContent',
      'Credits to one member above 10,000.00 THB (10,000,000 LAK for a kip member) in 24 hours, and a debit above it, need a second operator.',
    );
  });

  it("a debit shows the wallet before and after from the server, and the server's refusal of one larger than it", async () => {
    saveToken('op-token');
    const asked = () =>
      mocked.fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === pathOf(adjustmentApi.adjustmentPreview))
        .map((url) => url.searchParams);
    const mocked = mockFetch({
      [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf('finance', 3)) },
      [`GET ${pathOf(queuesApi.queues)}`]: { body: emptyQueues },
      [`GET ${pathOf(accountOperatorApi.search)}`]: { body: { members: [found] } },
      [`GET ${pathOf(accountOperatorApi.page, { memberId: 7 })}`]: { body: member },
      // The server's rule: more than the wallet's 100 is refused; above 60 (a low limit) it waits.
      [PREVIEW]: () => {
        const amount = Number(asked().at(-1)?.get('amount'));
        if (amount > 100) return { status: 409, body: { message: 'MONEY_NOT_ENOUGH' } };
        return {
          body: { ...creditOf50, balanceAfter: 100 - amount, memberLimit: 60, needsSecond: amount > 60 },
        };
      },
    });
    const user = userEvent.setup();
    renderApp('/adjustments/new');
    await user.type(await screen.findByTestId('adjustment-member'), 'Somch');
    await user.click(await screen.findByTestId('adjustment-member-option'));
    await user.selectOptions(await screen.findByLabelText('Direction'), 'debit');
    await user.type(screen.getByTestId('adjustment-amount'), '150');
    expect((await screen.findByTestId('adjustment-preview-error')).textContent).toBe('Not enough balance');
    expect((screen.getByTestId('adjustment-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(asked().at(-1)?.get('direction')).toBe('debit');

    await user.clear(screen.getByTestId('adjustment-amount'));
    await user.type(screen.getByTestId('adjustment-amount'), '80');
    await waitFor(() =>
      expect(screen.getByTestId('adjustment-balance-change').textContent).toBe(
        'Wallet before: 100.00 · after: 20.00',
      ),
    );
    expect(screen.getByTestId('adjustment-will-wait').textContent).toBe(
      'With this amount the debit will wait for a second operator.',
    );
    // The day's credits are a credit's concern only.
    expect(screen.queryByTestId('adjustment-day-credits')).toBeNull();

    await user.clear(screen.getByTestId('adjustment-amount'));
    await user.type(screen.getByTestId('adjustment-amount'), '40');
    await waitFor(() =>
      expect(screen.getByTestId('adjustment-will-wait').textContent).toBe(
        'With this amount the debit applies at once.',
      ),
    );
    await user.click(screen.getByTestId('adjustment-submit'));
    expect(screen.getByTestId('confirm-balance-change').textContent).toBe(
      'Wallet before: 100.00 · after: 60.00',
    );
  });
});
