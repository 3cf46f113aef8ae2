import { useQuery } from '@tanstack/react-query';
import { gamesApi, IDEMPOTENCY_HEADER, slipApi, statementApi, type TransferRequest } from '@wallet/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@wallet/web-client/test';
import { renderWithApp } from '../../test/render.tsx';
import { walletFixture } from '../../test/wallet-fixtures.ts';
import { callRoute } from '../api/client.ts';
import { routeKey } from '@wallet/web-client';
import { useMoneyMove } from './use-money-move.ts';
import { walletQuery } from './wallet-api.ts';

const transfer = (sent: TransferRequest, key: string) =>
  callRoute(gamesApi.transfer, { body: sent, idempotencyKey: key });

const body: TransferRequest = { from: 'WALLET', to: 'pg', amount: 10 };
const reply = {
  reference: 'T1',
  status: 'SUCCESS',
  from: 'WALLET',
  to: 'pg',
  amount: 10,
  wallet: { amount: 90 },
};

/** A wallet on screen and a transfer button, as on the home screen. */
function Harness({ onResult }: { onResult: (outcome: unknown) => void }) {
  const wallet = useQuery(walletQuery);
  const { run, move } = useMoneyMove(transfer, { onError: 'toast' });
  const send = () =>
    run(async () => {
      try {
        onResult(await move(body));
      } catch (error) {
        onResult(error);
        throw error;
      }
    });
  return (
    <>
      <p data-testid="amount">{wallet.data?.wallet.amount ?? '…'}</p>
      <button type="button" onClick={() => void send()}>
        move
      </button>
    </>
  );
}

function setup(table: Parameters<typeof mockFetch>[0]) {
  const outcomes: unknown[] = [];
  const fetches = mockFetch(table);
  const view = renderWithApp(<Harness onResult={(outcome) => outcomes.push(outcome)} />);
  const click = () => act(async () => screen.getByRole('button').click());
  return { ...fetches, outcomes, click, queryClient: view.queryClient };
}

describe('useMoneyMove', () => {
  it('shows the reply’s wallet amount and reads the wallet again after the move', async () => {
    let reads = 0;
    const { callsTo, click } = setup({
      'GET /api/wallet': () => ({
        body: walletFixture({ wallet: { amount: (reads += 1) === 1 ? 100 : 90 } }),
      }),
      'POST /api/wallet/transfer': { body: reply },
    });
    await waitFor(() => expect(screen.getByTestId('amount').textContent).toBe('100'));
    await click();
    await waitFor(() => expect(callsTo('GET /api/wallet')).toHaveLength(2));
    expect(screen.getByTestId('amount').textContent).toBe('90');
  });

  it('marks every statement list stale after the move', async () => {
    const { click, outcomes, queryClient } = setup({
      'GET /api/wallet': { body: walletFixture() },
      'POST /api/wallet/transfer': { body: reply },
    });
    const lists = [
      routeKey(statementApi.page, { body: { page: 1, limit: 10 } }),
      routeKey(slipApi.list, { body: { page: 2, limit: 10 } }),
    ];
    for (const queryKey of lists) queryClient.setQueryData(queryKey, { total: 0 });
    await click();
    await waitFor(() => expect(outcomes).toHaveLength(1));
    for (const queryKey of lists) expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(true);
  });

  it('sends a retry of the same move with the same idempotency key, and a new move with a new one', async () => {
    let posts = 0;
    const { callsTo, click, outcomes } = setup({
      'GET /api/wallet': { body: walletFixture() },
      // The first attempt's answer is lost on the way (a gateway page): nobody knows if it moved.
      'POST /api/wallet/transfer': () => ((posts += 1) === 1 ? { status: 504 } : { body: reply }),
    });
    await click();
    await waitFor(() => expect(outcomes).toHaveLength(1));
    await click();
    await waitFor(() => expect(outcomes).toHaveLength(2));
    await click();
    await waitFor(() => expect(outcomes).toHaveLength(3));
    const keys = callsTo('POST /api/wallet/transfer').map((call) => call.headers.get(IDEMPOTENCY_HEADER));
    expect(outcomes[0]).toMatchObject({ code: 'HTTP_504' });
    expect(outcomes[1]).toEqual(reply);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('reads the wallet again after an unknown outcome, and not after an answered refusal', async () => {
    let posts = 0;
    const { callsTo, click, outcomes } = setup({
      'GET /api/wallet': { body: walletFixture() },
      'POST /api/wallet/transfer': () =>
        (posts += 1) === 1 ? { status: 409, body: { message: 'MONEY_NOT_ENOUGH' } } : { status: 504 },
    });
    await waitFor(() => expect(callsTo('GET /api/wallet')).toHaveLength(1));
    await click();
    await waitFor(() => expect(outcomes).toHaveLength(1));
    // Long enough for an invalidation's read to have gone out, had there been one.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(callsTo('GET /api/wallet')).toHaveLength(1);
    await click();
    await waitFor(() => expect(callsTo('GET /api/wallet')).toHaveLength(2));
  });

  it('never retries the move by itself', async () => {
    const { callsTo, click, outcomes } = setup({
      'GET /api/wallet': { body: walletFixture() },
      'POST /api/wallet/transfer': { status: 503 },
    });
    await click();
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(callsTo('POST /api/wallet/transfer')).toHaveLength(1);
  });
});
