import { useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { homeApi, pathOf } from '@wallet/contract';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { walletFixture } from '../../test/wallet-fixtures.ts';
import { createQueryClient } from '../query/query-client.ts';
import { QueryProvider } from '../query/QueryProvider.tsx';
import { saveToken } from '../session/session.ts';
import { useAfterWalletPaint } from './use-after-wallet-paint.ts';
import { walletQuery } from './wallet-api.ts';

/** What the layout sees (the gate), above a screen that may read the wallet (home does). */
function Layout({ readsWallet }: { readsWallet: boolean }) {
  const ready = useAfterWalletPaint();
  return (
    <>
      <p data-testid="gate">{ready ? 'open' : 'waiting'}</p>
      {readsWallet ? <Home /> : null}
    </>
  );
}

function Home() {
  const wallet = useQuery(walletQuery);
  return <p data-testid="balance">{wallet.data ? 'balance' : 'loading'}</p>;
}

describe('useAfterWalletPaint (what can wait for the balance)', () => {
  it('waits while home reads the wallet, and opens once the answer is shown', async () => {
    saveToken('tok', true);
    let answer: (value: { body: unknown }) => void = () => undefined;
    mockFetch({ [`GET ${pathOf(homeApi.wallet)}`]: () => new Promise((resolve) => (answer = resolve)) });
    render(
      <QueryProvider client={createQueryClient({ retryDelay: 0 })}>
        <Layout readsWallet />
      </QueryProvider>,
    );
    // Several frames pass while the read is out: the gate stays shut.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByTestId('gate').textContent).toBe('waiting');
    answer({ body: walletFixture() });
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('balance'));
    await waitFor(() => expect(screen.getByTestId('gate').textContent).toBe('open'));
  });

  it('opens at once on a screen that does not read the wallet', async () => {
    const { calls } = mockFetch({});
    render(
      <QueryProvider client={createQueryClient({ retryDelay: 0 })}>
        <Layout readsWallet={false} />
      </QueryProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('gate').textContent).toBe('open'));
    expect(calls).toHaveLength(0);
  });

  it('opens when the wallet read failed too (the error is what the screen shows)', async () => {
    saveToken('tok', true);
    mockFetch({ [`GET ${pathOf(homeApi.wallet)}`]: { status: 400, body: { message: 'KEY_INVALID' } } });
    render(
      <QueryProvider client={createQueryClient({ retryDelay: 0 })}>
        <Layout readsWallet />
      </QueryProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('gate').textContent).toBe('open'));
  });
});
