import {
  decryptTrueLink,
  IDEMPOTENCY_HEADER,
  TRUELINK_DEFAULT_SECRET,
  type TrueLinkReply,
} from '@wallet/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { TrueWalletSection } from './TrueWalletSection.tsx';

const GIFT = 'https://gift.truemoney.com/campaign/?v=abc123';
const reply = (status: TrueLinkReply['status']): TrueLinkReply => ({
  reference: 'V1',
  status,
  amount: 50,
  wallet: { amount: 150 },
});

function renderGiftLink() {
  renderWithApp(
    <TrueWalletSection wallets={[{ walletAccountName: '0891234567', mode: 'MANUAL' }]} variant="gift-link" />,
  );
  return userEvent.setup();
}

const sendButton = () => screen.getByTestId('truelink-send') as HTMLButtonElement;

describe('TrueMoney deposit', () => {
  it('lists the wallets with copy buttons in the automatic variant, and the 2 baht minimum', () => {
    renderWithApp(
      <TrueWalletSection wallets={[{ walletAccountName: '0891234567', mode: 'AUTO' }]} variant="auto" />,
    );
    expect(screen.getByText('TrueMoney wallet: 0891234567')).toBeTruthy();
    expect(screen.getByTestId('deposit-wallet-copy')).toBeTruthy();
    expect(screen.getByText('The minimum TrueMoney deposit is 2 baht.')).toBeTruthy();
    expect(screen.queryByTestId('truelink-input')).toBeNull();
  });

  it('keeps send disabled while the link is empty or blank', async () => {
    const { calls } = mockFetch({});
    const user = renderGiftLink();
    expect(sendButton().disabled).toBe(true);
    await user.type(screen.getByTestId('truelink-input'), '   ');
    expect(sendButton().disabled).toBe(true);
    await user.type(screen.getByTestId('truelink-input'), '{Enter}');
    expect(calls).toHaveLength(0);
  });

  it('sends the link sealed with the wallet name and shows linkSendMsg', async () => {
    const { callsTo } = mockFetch({ 'POST /api/wallet/truelink': { body: reply('SUCCESS') } });
    const user = renderGiftLink();
    await user.type(screen.getByTestId('truelink-input'), ` ${GIFT} `);
    await user.click(sendButton());
    const toast = await screen.findByTestId('toast');
    expect(toast.getAttribute('data-kind')).toBe('success');
    expect(toast.textContent).toBe('The gift link was received and the money added to your wallet.');
    const call = callsTo('POST /api/wallet/truelink')[0]!;
    const sealed = (call.body as { link: string }).link;
    expect(sealed).not.toContain('gift.truemoney.com');
    expect(await decryptTrueLink(sealed, TRUELINK_DEFAULT_SECRET)).toEqual({
      link: GIFT,
      walletAccountName: '0891234567',
    });
    expect(call.headers.get(IDEMPOTENCY_HEADER)).toBeTruthy();
    expect((screen.getByTestId('truelink-input') as HTMLInputElement).value).toBe('');
  });

  it('says a link held for review is being checked', async () => {
    mockFetch({ 'POST /api/wallet/truelink': { body: reply('PENDING') } });
    const user = renderGiftLink();
    await user.type(screen.getByTestId('truelink-input'), GIFT);
    await user.click(sendButton());
    expect((await screen.findByTestId('toast')).textContent).toMatch(/being checked/);
  });

  it('shows a refusal as an error toast and keeps the link for another try', async () => {
    mockFetch({ 'POST /api/wallet/truelink': { status: 409, body: { message: 'TRUELINK_DUPLICATE' } } });
    const user = renderGiftLink();
    await user.type(screen.getByTestId('truelink-input'), GIFT);
    await user.click(sendButton());
    const toast = await screen.findByTestId('toast');
    expect(toast.getAttribute('data-kind')).toBe('error');
    expect(toast.textContent).toBe('This gift link has already been used');
    expect((screen.getByTestId('truelink-input') as HTMLInputElement).value).toBe(GIFT);
  });
});
