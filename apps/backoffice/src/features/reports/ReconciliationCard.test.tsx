import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pathOf, reportsOperatorApi, type Locale, type Reconciliation } from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { I18nProvider } from '../../lib/i18n/I18nProvider.tsx';
import { testQueryClient } from '../../test/render.tsx';
import { ReconciliationCard } from './ReconciliationCard.tsx';

const RECONCILIATION = `GET ${pathOf(reportsOperatorApi.reconciliation)}`;
const EXPORT = `GET ${pathOf(reportsOperatorApi.exportReport)}`;

/** A day as the server answers it: a feed account off by a slip and an uncredited transfer. */
const day: Reconciliation = {
  day: '2026-11-28',
  accounts: [
    {
      bankCode: 'KBANK',
      accountNo: '0481234567',
      booked: 630,
      bookedCount: 2,
      byKind: [
        { kind: 'bank', amount: 500, count: 1 },
        { kind: 'slip', amount: 130, count: 1 },
      ],
      seen: 577.7,
      seenCount: 2,
      difference: 52.3,
      items: [
        {
          side: 'ledger',
          reason: 'not_seen',
          amount: 130,
          at: '2026-11-28T03:00:00.000Z',
          reference: 'DP-1',
          memberId: 5,
          transferId: 9,
          kind: 'slip',
        },
        {
          side: 'feed',
          reason: 'not_credited',
          amount: 77.7,
          at: '2026-11-28T04:00:00.000Z',
          reference: 'BANKREF',
          memberId: null,
          transferId: 10,
          kind: null,
        },
      ],
    },
    {
      bankCode: null,
      accountNo: null,
      booked: 250,
      bookedCount: 2,
      byKind: [
        { kind: 'qr', amount: 200, count: 1 },
        { kind: 'sandbox-credit', amount: 50, count: 1 },
      ],
      seen: 0,
      seenCount: 0,
      difference: null,
      items: [],
    },
  ],
  totals: { booked: 880, seen: 577.7, ledgerDeposits: 880 },
  holdings: [
    {
      currency: 'THB',
      wallets: 880,
      games: 100,
      inTransit: 20,
      withdrawals: 0,
      rewards: 0,
      total: 1000,
      bonusesHeld: 50,
    },
  ],
};

function renderCard(locale: Locale = 'en') {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <I18nProvider locale={locale}>
        <ReconciliationCard />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('reconciliation card (issue 41)', () => {
  it('shows each account against the feed, the no-account credits by kind, the items and the members money', async () => {
    mockFetch({ [RECONCILIATION]: { body: day } });
    renderCard();
    const rows = await screen.findAllByTestId('recon-row');
    expect(rows).toHaveLength(2);
    const feed = within(rows[0]!);
    expect(feed.getByText('KBANK 0481234567')).toBeTruthy();
    expect(feed.getByText('Bank feed 500.00 (1) · Slip 130.00 (1)')).toBeTruthy();
    expect(feed.getByTestId('recon-difference').textContent).toBe('52.30');
    const none = within(rows[1]!);
    expect(none.getByText('No bank account (QR, TrueMoney, tests)')).toBeTruthy();
    expect(none.getByText('QR 200.00 (1) · Sandbox test credit 50.00 (1)')).toBeTruthy();
    expect(screen.getByTestId('recon-total-booked').textContent).toBe('880.00');
    expect(screen.getByTestId('recon-ledger').textContent).toContain('880.00');
    const items = screen.getAllByTestId('recon-item');
    expect(items.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Booked, the bank feed never saw it (Slip)'),
      expect.stringContaining('Seen, not credited yet'),
    ]);
    // A feed item counts against the difference: shown negative, so the items add up to it.
    expect(items[1]!.textContent).toContain('-77.70');
    expect(screen.getByTestId('recon-holding-total').textContent).toBe('1,000.00');
    expect(screen.getByTestId('recon-holding-inTransit').textContent).toBe('20.00');
    expect(screen.getByTestId('recon-holding-bonusesHeld').textContent).toBe('50.00');
  });

  it('reads the day picked and downloads its CSV through the reports export', async () => {
    const { fetchMock } = mockFetch({
      [RECONCILIATION]: { body: day },
      [EXPORT]: { body: 'csv' },
    });
    // jsdom makes no object URLs: the file handed to the browser is stubbed for this test only.
    const kept = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:recon');
    URL.revokeObjectURL = vi.fn();
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    onTestFinished(() => {
      saved.mockRestore();
      URL.createObjectURL = kept.create;
      URL.revokeObjectURL = kept.revoke;
    });
    renderCard();
    await screen.findAllByTestId('recon-row');
    // A browser sends `input` at every change of a date field: what Preact's onChange listens to.
    fireEvent.input(screen.getByTestId('recon-day'), { target: { value: '2026-11-20' } });
    const urls = () => fetchMock.mock.calls.map(([input]) => String(input));
    await waitFor(() => expect(urls()).toContainEqual(expect.stringContaining('day=2026-11-20')));
    await userEvent.setup().click(screen.getByTestId('recon-download'));
    await waitFor(() => expect(urls().some((url) => url.includes('/reports/export'))).toBe(true));
    const exported = urls().find((url) => url.includes('/reports/export'))!;
    expect(exported).toContain('kind=reconciliation');
    expect(exported).toContain('from=2026-11-20');
    expect(exported).toContain('to=2026-11-20');
    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
  });

  it.each([
    ['th', 'ไม่มีบัญชีธนาคาร (QR, TrueMoney, ทดสอบ)', 'บันทึกแล้ว รายการธนาคารไม่เห็น (สลิป)'],
    ['la', 'ບໍ່ມີບັນຊີທະນາຄານ (QR, TrueMoney, ທົດສອບ)', 'ບັນທຶກແລ້ວ, ລາຍການທະນາຄານບໍ່ເຫັນ (ສະລິບ)'],
  ] as const)('speaks %s', async (locale, noAccount, notSeen) => {
    mockFetch({ [RECONCILIATION]: { body: day } });
    renderCard(locale);
    expect(await screen.findByText(noAccount)).toBeTruthy();
    expect(screen.getAllByTestId('recon-item')[0]!.textContent).toContain(notSeen);
  });
});
