import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bankFeedOperatorApi, pathOf, type BankFeedItem } from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/I18nProvider.tsx';
import { testQueryClient } from '../../test/render.tsx';
import { BankFeedQueue } from './BankFeedQueue.tsx';

const sender = { bankCode: null, account: null, name: null };
const unmatched: BankFeedItem = {
  id: 'transfer-5',
  kind: 'UNMATCHED',
  status: 'PENDING',
  bankCode: 'KBANK',
  accountNo: '0481234567',
  amount: 500.37,
  bankTime: '2026-11-26T03:00:00.000Z',
  reference: 'KB-REF-5',
  sender: { bankCode: 'SCB', account: 'x1234', name: 'SOMCHAI' },
  seenBy: ['push'],
  candidates: [],
  text: null,
  transfers: [],
  settled: null,
  createdAt: '2026-11-26T03:00:01.000Z',
  member: null,
  decidedBy: null,
  reason: null,
  operatorCredit: null,
};
const transferOf = (id: number, name: string) => ({
  id: `transfer-${id}`,
  amount: 300,
  bankTime: '2026-11-26T04:00:00.000Z',
  reference: `KB-REF-${id}`,
  sender: { bankCode: 'SCB', account: `999000${id}`, name },
  seenBy: ['push'],
  outcome: 'UNMATCHED' as const,
  member: null,
});
const ambiguous: BankFeedItem = {
  ...unmatched,
  id: 'entry-9',
  kind: 'AMBIGUOUS',
  amount: 300,
  reference: null,
  sender,
  seenBy: ['notification'],
  transfers: [transferOf(7, 'SOMCHAI'), transferOf(8, 'SOMSAK')],
};

const LIST = `GET ${pathOf(bankFeedOperatorApi.bankFeedItems)}`;
const SETTLE = `POST ${pathOf(bankFeedOperatorApi.settleBankFeedItem, { itemId: 'entry-9' })}`;

function renderQueue(items: BankFeedItem[], settled?: BankFeedItem) {
  const mocked = mockFetch({
    [LIST]: { body: { pending: { count: items.length, oldestAt: null }, total: items.length, items } },
    ...(settled ? { [SETTLE]: { body: settled } } : {}),
  });
  const router = createMemoryRouter([{ path: '/', element: <BankFeedQueue /> }]);
  render(
    <QueryClientProvider client={testQueryClient()}>
      <I18nProvider locale="en">
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  /** The query string of every read of the list. */
  const reads = () =>
    mocked.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === pathOf(bankFeedOperatorApi.bankFeedItems))
      .map((url) => Object.fromEntries(url.searchParams));
  return { ...mocked, reads };
}

describe('the Auto deposits queue', () => {
  it('takes the lists’ one search: reference, amount range, member, from the first page', async () => {
    const { reads } = renderQueue([unmatched]);
    const user = userEvent.setup();
    await screen.findAllByTestId('bank-feed-row');
    expect(screen.getByTestId('list-search')).toBeTruthy();
    await user.type(screen.getByTestId('search-reference'), 'KB-REF-5');
    await user.type(screen.getByTestId('search-min'), '500');
    await user.type(screen.getByTestId('search-max'), '600.5');
    await user.type(screen.getByTestId('search-member'), '0812345678');
    await user.click(screen.getByTestId('search-submit'));
    await waitFor(() =>
      expect(reads().at(-1)).toEqual({
        status: 'PENDING',
        page: '1',
        limit: '20',
        reference: 'KB-REF-5',
        minAmount: '500',
        maxAmount: '600.5',
        q: '0812345678',
      }),
    );
    // The page size is the queues' choice of 20, 50 or 100.
    await user.selectOptions(screen.getByTestId('page-size'), '50');
    await waitFor(() => expect(reads().at(-1)).toMatchObject({ limit: '50', reference: 'KB-REF-5' }));
  });

  it('shows an ambiguous delivery with the transfers it could be, and settles it as one of them with a reason', async () => {
    const settled: BankFeedItem = {
      ...ambiguous,
      status: 'SUCCESS',
      settled: { as: 'duplicate', transferId: 'transfer-8' },
      reason: 'Same SMS as the push',
    };
    const { callsTo } = renderQueue([ambiguous], settled);
    const user = userEvent.setup();
    const row = await screen.findByTestId('bank-feed-row');
    expect(row.textContent).toContain('Could be several transfers');
    expect(within(row).queryByTestId('bank-feed-match')).toBeNull();
    await user.click(within(row).getByTestId('bank-feed-settle'));

    const options = screen.getAllByTestId('bank-feed-could-be');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('KB-REF-7'),
      expect.stringContaining('KB-REF-8'),
    ]);
    expect(options[1]!.textContent).toContain('SOMSAK');
    await user.click(within(options[1]!).getByTestId('bank-feed-same'));
    const confirm = screen.getByTestId('bank-feed-settle-confirm');
    expect(confirm.textContent).toContain('Same as KB-REF-8: nothing moves');
    await user.type(within(confirm).getByTestId('confirm-reason'), 'Same SMS as the push');
    expect(callsTo(SETTLE)).toHaveLength(0);
    await user.click(within(confirm).getByTestId('confirm-submit'));

    await waitFor(() =>
      expect(callsTo(SETTLE).map((call) => call.body)).toEqual([
        { as: 'duplicate', transferId: 'transfer-8', reason: 'Same SMS as the push' },
      ]),
    );
    await waitFor(() => expect(screen.queryByTestId('bank-feed-settle-confirm')).toBeNull());
  });

  it('settles an ambiguous delivery as a new transfer', async () => {
    const settled: BankFeedItem = {
      ...ambiguous,
      status: 'SUCCESS',
      settled: { as: 'new', transferId: 'transfer-12' },
    };
    const { callsTo } = renderQueue([ambiguous], settled);
    const user = userEvent.setup();
    await user.click(within(await screen.findByTestId('bank-feed-row')).getByTestId('bank-feed-settle'));
    await user.click(screen.getByTestId('bank-feed-new'));
    await user.type(screen.getByTestId('confirm-reason'), 'A third transfer: the bank shows two');
    await user.click(screen.getByTestId('confirm-submit'));
    await waitFor(() =>
      expect(callsTo(SETTLE).map((call) => call.body)).toEqual([
        { as: 'new', reason: 'A third transfer: the bank shows two' },
      ]),
    );
  });

  it('a settled delivery says what it was settled as, in words', async () => {
    renderQueue([{ ...ambiguous, status: 'SUCCESS', settled: { as: 'new', transferId: 'transfer-12' } }]);
    const row = await screen.findByTestId('bank-feed-row');
    expect(row.textContent).toContain('New transfer transfer-12');
    expect(within(row).queryByTestId('bank-feed-settle')).toBeNull();
  });
});
