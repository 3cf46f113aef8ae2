import type { StatementEntry } from '@wallet/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/format/date-time.ts';
import { renderWithApp } from '../../test/render.tsx';
import { gameEntry, walletFixture } from '../../test/wallet-fixtures.ts';
import { StatementPage } from './StatementPage.tsx';

const entry = (over: Partial<StatementEntry>): StatementEntry => ({
  reference: 'M1',
  statementType: 'deposit',
  from: 'QR:KBANK',
  to: 'WALLET',
  status: 'SUCCESS',
  amount: 100,
  createdAt: '2026-03-04T05:06:07.000Z',
  ...over,
});

const statements = [
  entry({ reference: 'A' }),
  entry({
    reference: 'B',
    statementType: 'withdraw',
    from: 'WALLET',
    to: 'KTB',
    status: 'FAILED',
    amount: 250,
  }),
  entry({
    reference: 'C',
    statementType: 'transfer',
    from: 'WALLET',
    to: 'pg',
    status: 'PENDING',
    amount: 30,
  }),
  entry({
    reference: 'D',
    statementType: 'bonus',
    amount: 5,
    status: 'WAITING',
    bonus: { description: 'Welcome 10%' },
  }),
];

const placeNames = {
  'GET /api/lookup/banks': {
    body: [{ code: 'KTB', nameTH: 'กรุงไทย', nameEN: 'Krungthai Bank', nameLA: 'ກຸງໄທ', country: 'TH' }],
  },
  'GET /api/wallet': { body: walletFixture({ slots: [gameEntry({ code: 'pg', name: 'PG Soft' })] }) },
};

describe('StatementPage', () => {
  it('lists entries with their type, places, signed amount, status colour and date', async () => {
    const { callsTo } = mockFetch({
      'POST /api/statement': { body: { total: 4, statements } },
      ...placeNames,
    });
    renderWithApp(<StatementPage />);
    const rows = await screen.findAllByTestId('statement-row');
    expect(callsTo('POST /api/statement')[0]!.body).toEqual({ page: 1, limit: 10 });
    const cell = (index: number, testId: string) => within(rows[index]!).getByTestId(testId);

    expect(within(rows[0]!).getByText('Deposit')).toBeTruthy();
    expect(cell(0, 'statement-route').textContent).toBe('Kasikorn Bank QR → Wallet');
    expect(cell(0, 'statement-amount').textContent).toBe('+100.00');
    expect(cell(0, 'statement-status').getAttribute('data-tone')).toBe('success');
    expect(within(rows[0]!).getByText(formatDateTime('2026-03-04T05:06:07.000Z'))).toBeTruthy();

    expect(cell(0, 'statement-amount').className).toContain('entry-row__amount--in');
    await waitFor(() => expect(cell(1, 'statement-route').textContent).toBe('Wallet → Krungthai Bank'));
    expect(cell(1, 'statement-amount').textContent).toBe('-250.00');
    // A failed withdrawal moved nothing: struck through, not green like money in.
    expect(cell(1, 'statement-amount').className).toContain('entry-row__amount--void');
    expect(cell(1, 'statement-status').textContent).toBe('Failed');
    expect(cell(1, 'statement-status').getAttribute('data-tone')).toBe('failed');

    expect(cell(2, 'statement-route').textContent).toBe('Wallet → PG Soft');
    expect(cell(2, 'statement-amount').textContent).toBe('30.00');
    expect(cell(2, 'statement-status').textContent).toBe('In progress');

    expect(cell(3, 'statement-amount').textContent).toBe('+5.00');
    expect(cell(3, 'statement-status').getAttribute('data-tone')).toBe('pending');
    expect(within(rows[3]!).getByText('Welcome 10%')).toBeTruthy();
    expect(screen.queryByTestId('statement-pager')).toBeNull();
  });

  it('words reward rows in the member’s language with Bangkok dates; a lost draw says it was not won', async () => {
    const rewards = [
      entry({
        reference: 'R1',
        statementType: 'bonus',
        from: 'INVITE',
        to: 'HOUSE',
        status: 'FAILED',
        amount: 100,
        invite: { description: 'draw 26: fail (nonce 1)', draw: { id: 26, won: false } },
      }),
      entry({
        reference: 'R2',
        statementType: 'bonus',
        from: 'HOUSE',
        to: 'REFUND',
        amount: 20,
        refund: {
          description: 'refund 2026-11-22T17:00:00.000Z – 2026-11-29T17:00:00.000Z',
          period: { start: '2026-11-22T17:00:00.000Z', end: '2026-11-29T17:00:00.000Z' },
        },
      }),
      entry({
        reference: 'R3',
        statementType: 'bonus',
        from: 'LUCKYDRAW',
        amount: 20,
        luckydraw: {
          description: 'LD0000000001: 20 บาท',
          coupon: { code: 'LD0000000001', names: { th: '20 บาท', la: '20 ບາດ', en: '20 THB' } },
        },
      }),
    ];
    mockFetch({ 'POST /api/statement': { body: { total: 3, statements: rewards } }, ...placeNames });
    renderWithApp(<StatementPage />, { locale: 'th' });
    const rows = await screen.findAllByTestId('statement-row');
    const cell = (index: number, testId: string) => within(rows[index]!).getByTestId(testId).textContent;
    expect(cell(0, 'statement-detail')).toBe('ผลสุ่มครั้งที่ 26: ไม่ได้รับ');
    expect(cell(0, 'statement-amount')).toBe('ไม่ได้รับรางวัล');
    expect(cell(1, 'statement-detail')).toBe('ยอดคืนช่วง 23/11/2026 00:00:00 – 29/11/2026 23:59:59');
    // A refund received comes from the site: it never reads as not received.
    expect(cell(1, 'statement-route')).toBe('เว็บไซต์ → ยอดคืน');
    expect(cell(1, 'statement-amount')).toBe('+20.00');
    expect(cell(2, 'statement-detail')).toBe('คูปอง LD0000000001: 20 บาท');
    for (const row of rows) expect(row.textContent).not.toMatch(/nonce|T\d\d:\d\d|draw \d/);
  });

  it('pages through 10 at a time with 3 pages before and 1 after the current one', async () => {
    const { callsTo } = mockFetch({
      'POST /api/statement': (init) => {
        const { page } = JSON.parse(String(init?.body)) as { page: number };
        return { body: { total: 95, statements: [entry({ reference: `P${page}` })] } };
      },
    });
    const user = userEvent.setup();
    renderWithApp(<StatementPage />);
    const pageNumbers = () =>
      screen.getAllByTestId('statement-pager-page').map((button) => button.textContent);
    await screen.findByTestId('statement-pager');
    expect(pageNumbers()).toEqual(['1', '2']);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(pageNumbers()).toEqual(['1', '2', '3']));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(pageNumbers()).toEqual(['1', '2', '3', '4']));
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    await user.click(await screen.findByRole('button', { name: 'Page 5' }));
    await waitFor(() => expect(pageNumbers()).toEqual(['2', '3', '4', '5', '6']));
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    expect(callsTo('POST /api/statement').map((call) => call.body)).toContainEqual({ page: 5, limit: 10 });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(pageNumbers()).toEqual(['3', '4', '5', '6', '7']));
  });

  it('shows a failed load with a retry', async () => {
    mockFetch({ 'POST /api/statement': { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } } });
    renderWithApp(<StatementPage />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("shows the operator's reason on a rejected withdrawal", async () => {
    mockFetch({
      'POST /api/statement': {
        body: {
          total: 2,
          statements: [
            entry({ reference: 'R', statementType: 'withdraw', status: 'FAILED', note: 'ชื่อบัญชีไม่ตรง' }),
            entry({ reference: 'S' }),
          ],
        },
      },
    });
    renderWithApp(<StatementPage />);
    const notes = await screen.findAllByTestId('statement-note');
    expect(notes.map((note) => note.textContent)).toEqual(['ชื่อบัญชีไม่ตรง']);
  });

  it('says when there is nothing yet', async () => {
    mockFetch({ 'POST /api/statement': { body: { total: 0, statements: [] } } });
    renderWithApp(<StatementPage />);
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
  });
});
