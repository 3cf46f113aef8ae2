import type { QrChannel } from '@wallet/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wallet/web-client/test';
import { afterEffects } from '@wallet/web-client/test/after-effects';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RealtimeContext } from '../../../lib/realtime/realtime-context.ts';
import { fakeSocket } from '../../../test/fake-socket.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { walletFixture } from '../../../test/wallet-fixtures.ts';
import { liveQr, noQr } from '../test-data.ts';
import { QrSection } from './QrSection.tsx';

afterEach(() => vi.useRealTimers());

function renderQr(channels: QrChannel[]) {
  renderWithApp(<QrSection channels={channels} />);
  return userEvent.setup();
}

const createButton = (channel: QrChannel) => screen.getByTestId(`qr-create-${channel}`) as HTMLButtonElement;

async function typeAmount(user: ReturnType<typeof userEvent.setup>, channel: QrChannel, amount: string) {
  const input = screen.getByTestId(`qr-amount-${channel}`);
  await user.clear(input);
  if (amount) await user.type(input, amount);
}

describe('QR channels', () => {
  it('keeps only an amount’s characters: letters typed or pasted never reach the field (issue 42)', async () => {
    mockFetch({ 'GET /api/qrcode/KBANK': { body: noQr } });
    const user = renderQr(['KBANK']);
    await typeAmount(user, 'KBANK', '1a0');
    expect((screen.getByTestId('qr-amount-KBANK') as HTMLInputElement).value).toBe('10');
  });

  it('disables create at 0 or less on KBANK and below the minimum elsewhere', async () => {
    mockFetch({ 'GET /api/qrcode/KBANK': { body: noQr }, 'GET /api/qrcode/WW': { body: noQr } });
    const user = renderQr(['KBANK', 'WW']);
    expect(createButton('KBANK').disabled).toBe(true);
    await typeAmount(user, 'KBANK', '0');
    expect(createButton('KBANK').disabled).toBe(true);
    await typeAmount(user, 'KBANK', '0.5');
    expect(createButton('KBANK').disabled).toBe(false);

    await user.click(screen.getByTestId('qr-tab-WW'));
    expect(screen.getByText('Minimum 100 baht')).toBeTruthy();
    await typeAmount(user, 'WW', '99');
    expect(createButton('WW').disabled).toBe(true);
    await typeAmount(user, 'WW', '100');
    expect(createButton('WW').disabled).toBe(false);
  });

  it('ignores a create request below 1 baht', async () => {
    const { callsTo } = mockFetch({ 'GET /api/qrcode/KBANK': { body: noQr } });
    const user = renderQr(['KBANK']);
    await typeAmount(user, 'KBANK', '0.5');
    await user.click(createButton('KBANK'));
    expect(callsTo('POST /api/qrcode/KBANK')).toHaveLength(0);
  });

  it('fills the amount from a quick amount and draws the new QR as an image', async () => {
    const { callsTo } = mockFetch({
      'GET /api/qrcode/PAYTIMZ': { body: noQr },
      'POST /api/qrcode/PAYTIMZ': { body: liveQr({ amount: 50 }) },
    });
    const user = renderQr(['PAYTIMZ']);
    const quick = screen.getAllByTestId('qr-quick-PAYTIMZ');
    expect(quick.map((button) => button.textContent)).toEqual(['10', '50', '100', '500', '1,000']);
    await user.click(quick[1]!);
    expect((screen.getByTestId('qr-amount-PAYTIMZ') as HTMLInputElement).value).toBe('50');
    await user.click(createButton('PAYTIMZ'));
    const image = (await screen.findByAltText('QR code to pay 50.00 baht')) as HTMLImageElement;
    expect(image.src.startsWith('data:image/svg+xml;charset=utf-8,%3Csvg')).toBe(true);
    expect(callsTo('POST /api/qrcode/PAYTIMZ')[0]!.body).toEqual({ amount: 50 });
    expect(screen.getByText('Amount 50.00 baht')).toBeTruthy();
    expect(screen.getByTestId('qr-code-PAYTIMZ-countdown').textContent).toBe('05:00');
  });

  it('reloads the live QR when the panel opens and counts down every second to 00:00', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    mockFetch({ 'GET /api/qrcode/KBANK': { body: liveQr({ expireIn: 62 }) } });
    renderQr(['KBANK']);
    const countdown = await screen.findByTestId('qr-code-KBANK-countdown');
    expect(countdown.textContent).toBe('01:02');
    // The countdown's timer starts with the effects of the render that showed the QR.
    await afterEffects();
    act(() => vi.advanceTimersByTime(1000));
    expect(countdown.textContent).toBe('01:01');
    act(() => vi.advanceTimersByTime(60_000));
    expect(countdown.textContent).toBe('00:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('qr-code-KBANK')).toBeNull();
    expect(screen.getByTestId('qr-create-KBANK')).toBeTruthy();
  });

  it('cancels the QR by its id and returns to the amount form', async () => {
    const { callsTo } = mockFetch({
      'GET /api/qrcode/WW': { body: liveQr({ qrcodeId: 'qr-77' }) },
      'DELETE /api/qrcode/WW': { body: noQr },
    });
    const user = renderQr(['WW']);
    await user.click(await screen.findByTestId('qr-code-WW-cancel'));
    await screen.findByTestId('qr-create-WW');
    expect(callsTo('DELETE /api/qrcode/WW')[0]!.body).toEqual({ qrcodeId: 'qr-77' });
  });

  it('makes the other channels reload when one creates a QR (the server cancelled theirs)', async () => {
    let kbankLive = true;
    const { callsTo } = mockFetch({
      'GET /api/qrcode/KBANK': () => ({ body: kbankLive ? liveQr({ qrcodeId: 'k-1' }) : noQr }),
      'GET /api/qrcode/FP': { body: noQr },
      'POST /api/qrcode/FP': () => {
        kbankLive = false;
        return { body: liveQr({ qrcodeId: 'f-1', amount: 20 }) };
      },
    });
    const user = renderQr(['KBANK', 'FP']);
    await screen.findByTestId('qr-code-KBANK');
    await user.click(screen.getByTestId('qr-tab-FP'));
    await typeAmount(user, 'FP', '20');
    await user.click(createButton('FP'));
    await screen.findByTestId('qr-code-FP');
    await waitFor(() => expect(callsTo('GET /api/qrcode/KBANK')).toHaveLength(2));
    expect(callsTo('GET /api/qrcode/FP')).toHaveLength(1);
    await user.click(screen.getByTestId('qr-tab-KBANK'));
    expect(await screen.findByTestId('qr-create-KBANK')).toBeTruthy();
    expect(screen.queryByTestId('qr-code-KBANK')).toBeNull();
  });

  it('shows the message of a refused create (hasQrcode false) as an error toast', async () => {
    mockFetch({
      'GET /api/qrcode/KBANK': { body: noQr },
      'POST /api/qrcode/KBANK': { body: { hasQrcode: false, message: 'Channel is closed for maintenance' } },
    });
    const user = renderQr(['KBANK']);
    await typeAmount(user, 'KBANK', '20');
    await user.click(createButton('KBANK'));
    const toast = await screen.findByTestId('toast');
    expect(toast.getAttribute('data-kind')).toBe('error');
    expect(toast.textContent).toBe('Channel is closed for maintenance');
    expect(screen.queryByTestId('qr-code-KBANK')).toBeNull();
  });

  it('shows a catalogue error of the create call as an error toast', async () => {
    mockFetch({
      'GET /api/qrcode/KBANK': { body: noQr },
      'POST /api/qrcode/KBANK': { status: 502, body: { message: 'QR_FAIL' } },
    });
    const user = renderQr(['KBANK']);
    await typeAmount(user, 'KBANK', '20');
    await user.click(createButton('KBANK'));
    const toast = await screen.findByTestId('toast');
    expect(toast.getAttribute('data-kind')).toBe('error');
    expect(toast.textContent).toBe('The QR code could not be created');
  });

  it('turns a paid QR into its paid state on the next balance push, with a toast, then a new QR', async () => {
    let paid = false;
    const { callsTo } = mockFetch({
      'GET /api/qrcode/KBANK': () =>
        paid
          ? { body: { hasQrcode: false, qrcodeId: 'qr-1', amount: 100, message: 'PAID' } }
          : { body: liveQr() },
    });
    const { socket, push } = fakeSocket();
    renderWithApp(
      <RealtimeContext value={socket}>
        <QrSection channels={['KBANK']} />
      </RealtimeContext>,
    );
    const user = userEvent.setup();
    expect(await screen.findByTestId('qr-code-KBANK-countdown')).toBeTruthy();
    const reads = callsTo('GET /api/qrcode/KBANK').length;
    // The effects of the render that showed the QR have run, as a browser runs them before any push.
    await afterEffects();
    paid = true;
    act(() =>
      push('wallet:balance', { wallet: { amount: 100 }, slots: [], updatedAt: new Date().toISOString() }),
    );
    await waitFor(() => expect(callsTo('GET /api/qrcode/KBANK').length).toBe(reads + 1));
    const state = await screen.findByTestId('qr-paid-KBANK');
    expect(state.textContent).toContain('Amount 100.00 baht');
    expect(state.textContent).toContain('Payment received: the money is in your wallet.');
    expect(screen.queryByTestId('qr-code-KBANK')).toBeNull();
    const toast = await screen.findByTestId('toast');
    expect(toast.getAttribute('data-kind')).toBe('success');
    await user.click(screen.getByTestId('qr-paid-KBANK-new'));
    expect(screen.getByTestId('qr-create-KBANK')).toBeTruthy();
  });

  it('does not show a paid QR it never showed (a later visit gets the amount form)', async () => {
    mockFetch({
      'GET /api/qrcode/KBANK': {
        body: { hasQrcode: false, qrcodeId: 'qr-old', amount: 50, message: 'PAID' },
      },
    });
    renderQr(['KBANK']);
    expect(await screen.findByTestId('qr-create-KBANK')).toBeTruthy();
    expect(screen.queryByTestId('qr-paid-KBANK')).toBeNull();
  });
});

describe('the Lao QR of a kip member (ADR 0180)', () => {
  const kipWallet = {
    'GET /api/wallet': { body: walletFixture({ wallet: { amount: 0, currency: 'LAK' } }) },
  };

  it('offers kip quick amounts grouped the Lao way, a kip minimum, and sends whole kip', async () => {
    const { callsTo } = mockFetch({
      ...kipWallet,
      'GET /api/qrcode/LAOQR': { body: noQr },
      'POST /api/qrcode/LAOQR': { body: liveQr({ amount: 100_000 }) },
    });
    renderWithApp(<QrSection channels={['LAOQR']} />, { locale: 'la' });
    const user = userEvent.setup();
    expect(await screen.findByText('ຂັ້ນຕ່ຳ 10.000 ກີບ')).toBeTruthy();
    expect(screen.getByText(/BCEL One, LDB, JDB/)).toBeTruthy();
    const quick = screen.getAllByTestId('qr-quick-LAOQR');
    expect(quick.map((button) => button.textContent)).toEqual([
      '10.000',
      '20.000',
      '50.000',
      '100.000',
      '500.000',
      '1.000.000',
    ]);
    await user.click(quick[3]!);
    expect((screen.getByTestId('qr-amount-LAOQR') as HTMLInputElement).value).toBe('100000');
    await user.click(createButton('LAOQR'));
    expect(await screen.findByText('ຈຳນວນ 100.000 ກີບ')).toBeTruthy();
    expect(callsTo('POST /api/qrcode/LAOQR')[0]!.body).toEqual({ amount: 100_000 });
  });

  it('in English: kip below the minimum or with decimals cannot be sent', async () => {
    const { callsTo } = mockFetch({ ...kipWallet, 'GET /api/qrcode/LAOQR': { body: noQr } });
    renderWithApp(<QrSection channels={['LAOQR']} />);
    const user = userEvent.setup();
    expect(await screen.findByText('Minimum 10,000 kip')).toBeTruthy();
    expect(screen.getByText('Amount (kip)')).toBeTruthy();
    await typeAmount(user, 'LAOQR', '9999');
    expect(createButton('LAOQR').disabled).toBe(true);
    await typeAmount(user, 'LAOQR', '10000.5');
    expect(createButton('LAOQR').disabled).toBe(true);
    await typeAmount(user, 'LAOQR', '10000');
    expect(createButton('LAOQR').disabled).toBe(false);
    expect(callsTo('POST /api/qrcode/LAOQR')).toHaveLength(0);
  });

  it('offers the operator’s kip quick amounts and minimum as the channel answers them (ADR 0190)', async () => {
    mockFetch({
      ...kipWallet,
      'GET /api/qrcode/LAOQR': { body: { ...noQr, minimum: 30_000, quickAmounts: [30_000, 75_000] } },
    });
    renderWithApp(<QrSection channels={['LAOQR']} />);
    const user = userEvent.setup();
    expect(await screen.findByText('Minimum 30,000 kip')).toBeTruthy();
    expect(screen.getAllByTestId('qr-quick-LAOQR').map((button) => button.textContent)).toEqual([
      '30,000',
      '75,000',
    ]);
    // The operator's minimum holds the button, not the default's 10,000.
    await typeAmount(user, 'LAOQR', '20000');
    expect(createButton('LAOQR').disabled).toBe(true);
    await typeAmount(user, 'LAOQR', '30000');
    expect(createButton('LAOQR').disabled).toBe(false);
  });
});
