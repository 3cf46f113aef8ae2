import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it, vi } from 'vitest';
import { RealtimeContext } from '../../../lib/realtime/realtime-context.ts';
import { fakeSocket } from '../../../test/fake-socket.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { AutoAmountSection } from './AutoAmountSection.tsx';

const reply = (expireIn: number) => ({
  'GET /api/lookup/banks': {
    body: [{ code: 'KBANK', nameTH: 'กสิกรไทย', nameEN: 'Kasikorn Bank', nameLA: 'ກະສິກອນໄທ', country: 'TH' }],
  },
  'POST /api/deposit/auto-amount': {
    body: { amount: 500.37, bankCode: 'KBANK', bankAccountNo: '0481234567', expireIn },
  },
});

describe('AutoAmountSection', () => {
  it('asks for the amount typed and shows the unique amount, the account and the countdown', async () => {
    const { callsTo } = mockFetch(reply(300));
    const user = userEvent.setup();
    renderWithApp(<AutoAmountSection />);
    await user.type(screen.getByTestId('auto-amount-input'), '500');
    // The clock moves a millisecond at every reading: the countdown still starts at the full 5 minutes.
    let clock = Date.now();
    const ticking = vi.spyOn(Date, 'now').mockImplementation(() => (clock += 1));
    await user.click(screen.getByTestId('auto-amount-ask'));
    expect((await screen.findByTestId('auto-amount-value')).textContent).toBe('500.37');
    ticking.mockRestore();
    expect(screen.getByTestId('auto-amount-reserved').textContent).toContain('048-123-4567');
    // The bank by its name, never its code (issue 42).
    expect(screen.getByTestId('auto-amount-bank').textContent).toBe('Kasikorn Bank');
    expect(screen.getByTestId('auto-amount-countdown').textContent).toBe('05:00');
    const sent = callsTo('POST /api/deposit/auto-amount');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ amount: 500 });
  });

  it('keeps only an amount’s characters, as transfer and withdraw do (issue 42)', async () => {
    mockFetch(reply(300));
    const user = userEvent.setup();
    renderWithApp(<AutoAmountSection />);
    await user.type(screen.getByTestId('auto-amount-input'), '1a0x.505');
    expect((screen.getByTestId('auto-amount-input') as HTMLInputElement).value).toBe('10.50');
  });

  it('an amount whose time is up says to ask again instead of a countdown', async () => {
    mockFetch(reply(0));
    const user = userEvent.setup();
    renderWithApp(<AutoAmountSection />);
    await user.type(screen.getByTestId('auto-amount-input'), '500');
    await user.click(screen.getByTestId('auto-amount-ask'));
    expect(await screen.findByTestId('auto-amount-expired')).toBeTruthy();
    expect(screen.queryByTestId('auto-amount-countdown')).toBeNull();
  });

  it('turns paid with a toast once a balance push finds the amount credited', async () => {
    let status = 'OPEN';
    const { callsTo } = mockFetch({
      ...reply(300),
      'GET /api/deposit/auto-amount': () => ({ body: { status, amount: 500.37 } }),
    });
    const { socket, push } = fakeSocket();
    const user = userEvent.setup();
    renderWithApp(
      <RealtimeContext value={socket}>
        <AutoAmountSection />
      </RealtimeContext>,
      { locale: 'th' },
    );
    await user.type(screen.getByTestId('auto-amount-input'), '500');
    await user.click(screen.getByTestId('auto-amount-ask'));
    await screen.findByTestId('auto-amount-value');
    await act(async () => {});
    const balance = { wallet: { amount: 0 }, slots: [], updatedAt: new Date().toISOString() };
    // A push before the transfer: still waiting.
    act(() => push('wallet:balance', balance));
    await waitFor(() => expect(callsTo('GET /api/deposit/auto-amount')).toHaveLength(1));
    expect(screen.getByTestId('auto-amount-reserved')).toBeTruthy();
    status = 'PAID';
    act(() => push('wallet:balance', { ...balance, wallet: { amount: 500.37 } }));
    const paid = await screen.findByTestId('auto-amount-paid');
    expect(paid.textContent).toContain('500.37');
    expect(paid.textContent).toContain('ได้รับยอดโอนแล้ว');
    expect(screen.queryByTestId('auto-amount-countdown')).toBeNull();
    expect((await screen.findByTestId('toast')).getAttribute('data-kind')).toBe('success');
  });
});
