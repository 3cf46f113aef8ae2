import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  bankFeedOperatorApi,
  accountOperatorApi,
  pathOf,
  type BankFeedItem,
  type MemberSearchResult,
} from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../lib/i18n/I18nProvider.tsx';
import { testQueryClient } from '../../test/render.tsx';
import { BankFeedMatchDialog } from './BankFeedMatchDialog.tsx';

const unparsed: BankFeedItem = {
  id: 'entry-12',
  kind: 'UNPARSED',
  status: 'PENDING',
  bankCode: 'KTB',
  accountNo: null,
  amount: null,
  bankTime: null,
  reference: null,
  sender: { bankCode: null, account: null, name: null },
  seenBy: ['notification'],
  candidates: [],
  text: 'KTB\nเงินเข้า บช 0481234567 จำนวน 777.77 บาท',
  transfers: [],
  settled: null,
  createdAt: '2026-11-26T03:00:00.000Z',
  member: null,
  decidedBy: null,
  reason: null,
  operatorCredit: null,
};

const MATCH = `POST ${pathOf(bankFeedOperatorApi.matchBankFeedItem, { itemId: 'entry-12' })}`;
const SEARCH = `GET ${pathOf(accountOperatorApi.search)}`;

const somsak: MemberSearchResult = {
  id: 8,
  username: '0822222222',
  name: 'Somsak',
  status: 'active',
  bank: { code: 'KBANK', accountNo: '1234567890', accountName: 'SOMSAK' },
  wallet: 1500,
  createdAt: '2026-11-01T00:00:00.000Z',
  tags: [],
};
/** A member whose id is the phone's digits: a typed phone must find Somsak, never this one. */
const byIdDigits: MemberSearchResult = { ...somsak, id: 822222222, username: '0899999999', name: 'Other' };

function renderDialog(item: BankFeedItem) {
  const onClose = vi.fn();
  const onMatched = vi.fn(async () => undefined);
  render(
    <QueryClientProvider client={testQueryClient()}>
      <I18nProvider locale="en">
        <BankFeedMatchDialog item={item} onClose={onClose} onMatched={onMatched} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { onClose, onMatched };
}

describe('bank feed match', () => {
  it('shows an unparsed message whole and credits the amount and account the operator read in it', async () => {
    const { callsTo } = mockFetch({
      [MATCH]: { body: { ...unparsed, status: 'SUCCESS' } },
      [SEARCH]: { body: { members: [somsak] } },
    });
    const { onClose, onMatched } = renderDialog(unparsed);
    const user = userEvent.setup();
    expect(screen.getByTestId('bank-feed-message').textContent).toBe(unparsed.text);

    const next = screen.getByTestId('bank-feed-next') as HTMLButtonElement;
    await user.type(screen.getByTestId('bank-feed-member'), '0822222222');
    // A typed phone names nobody until a match is picked.
    expect(next.disabled).toBe(true);
    await user.click(await screen.findByTestId('bank-feed-member-option'));
    expect(screen.getByTestId('bank-feed-member-picked').textContent).toMatch(
      /Somsak.*0822222222.*KBANK 1234567890.*1,500\.00/,
    );
    expect(next.disabled).toBe(true);
    await user.type(screen.getByTestId('bank-feed-amount'), '777.77');
    await user.type(screen.getByTestId('bank-feed-account'), '0481234567');
    expect(next.disabled).toBe(false);
    await user.click(next);
    expect(screen.getByTestId('bank-feed-confirm').textContent).toMatch(/Somsak.*0822222222/);
    await user.type(screen.getByTestId('confirm-reason'), 'Read the SMS by hand');
    await user.click(screen.getByTestId('confirm-submit'));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onMatched).toHaveBeenCalled();
    expect(callsTo(MATCH).map((call) => call.body)).toEqual([
      { memberId: 8, reason: 'Read the SMS by hand', amount: 777.77, accountNo: '0481234567' },
    ]);
  });

  it('a REVIEW transfer offers its candidates and needs no amount', async () => {
    const review: BankFeedItem = {
      ...unparsed,
      id: 'transfer-5',
      kind: 'REVIEW',
      text: null,
      amount: 300,
      accountNo: '0481234567',
      candidates: [
        { id: 7, username: '0811111111', name: 'Somchai' },
        { id: 8, username: '0822222222', name: 'Somsak' },
      ],
    };
    const { callsTo } = mockFetch({ [SEARCH]: { body: { members: [somsak] } } });
    renderDialog(review);
    const user = userEvent.setup();
    const next = screen.getByTestId('bank-feed-next') as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    await user.click(screen.getByText(/Somsak/));
    expect((await screen.findByTestId('bank-feed-member-picked')).textContent).toMatch(/Somsak.*1,500\.00/);
    expect(callsTo(SEARCH)).toHaveLength(1);
    expect(next.disabled).toBe(false);
    expect(screen.queryByTestId('bank-feed-amount')).toBeNull();
  });

  it('a typed phone number never becomes a member id: only the picked match is sent', async () => {
    mockFetch({ [SEARCH]: { body: { members: [byIdDigits, somsak] } } });
    renderDialog({
      ...unparsed,
      id: 'transfer-9',
      kind: 'REVIEW',
      text: null,
      amount: 100,
      accountNo: '0481234567',
    });
    const user = userEvent.setup();
    await user.type(screen.getByTestId('bank-feed-member'), '822222222');
    const next = screen.getByTestId('bank-feed-next') as HTMLButtonElement;
    await screen.findAllByTestId('bank-feed-member-option');
    expect(next.disabled).toBe(true);
    await user.click(screen.getAllByTestId('bank-feed-member-option')[1]!);
    expect(screen.getByTestId('bank-feed-member-picked').textContent).toContain('Somsak');
    expect(next.disabled).toBe(false);
  });
});
