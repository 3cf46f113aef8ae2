import type { BalanceEvent } from '@wallet/contract';
import { act, render, waitFor } from '@testing-library/react';
import { createQueryClient } from '@wallet/web-client';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSocket } from '../../test/fake-socket.ts';
import { createFirstPaintGate, FirstPaintGateContext } from '../browser/first-paint-gate.ts';
import { QueryProvider } from '../query/QueryProvider.tsx';
import { cachedWallet, gameEntry, seedWallet, walletFixture } from '../../test/wallet-fixtures.ts';
import { RealtimeProvider } from './RealtimeProvider.tsx';
import { useBalanceEvents } from './use-balance-events.ts';

const io = vi.hoisted(() => ({
  calls: [] as unknown[][],
  current: null as ReturnType<typeof fakeSocket> | null,
}));

vi.mock('./wallet-socket.ts', () => ({
  createWalletSocket: (...args: unknown[]) => {
    io.calls.push(args);
    return io.current!.socket;
  },
}));

const event: BalanceEvent = {
  wallet: { amount: 50 },
  slots: [{ code: 'pg', amount: 10, isActive: true }],
  updatedAt: '2025-01-01T00:00:00.000Z',
};

function Listener({ onBalance }: { onBalance: (event: BalanceEvent) => void }) {
  useBalanceEvents(onBalance);
  return null;
}

function renderProvider(children: ReactNode, client = createQueryClient()) {
  const view = render(
    <QueryProvider client={client}>
      <RealtimeProvider>{children}</RealtimeProvider>
    </QueryProvider>,
  );
  return { ...view, client };
}

beforeEach(() => {
  io.calls = [];
  io.current = fakeSocket();
});

describe('RealtimeProvider', () => {
  it('connects once, after the first render, and disconnects on unmount', async () => {
    const view = renderProvider('child');
    // It connects after the first render (issue 11).
    await waitFor(() => expect(io.current!.raw.connected).toBe(true));
    expect(io.calls).toHaveLength(1);
    view.unmount();
    expect(io.current!.raw.connected).toBe(false);
  });

  it('hands contract-valid balance pushes to listeners and drops malformed ones', async () => {
    const onBalance = vi.fn();
    const view = renderProvider(<Listener onBalance={onBalance} />);
    // The listener and the cache's own push writer.
    await waitFor(() => expect(io.current!.listenerCount('wallet:balance')).toBe(2));
    act(() => io.current!.push('wallet:balance', { wallet: { amount: 'lots' } }));
    act(() => io.current!.push('wallet:balance', event));
    expect(onBalance).toHaveBeenCalledTimes(1);
    expect(onBalance).toHaveBeenCalledWith(event);
    view.unmount();
    expect(io.current!.listenerCount('wallet:balance')).toBe(0);
  });

  it('writes a push into the cached wallet, with no request, and drops a push older than it', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const client = createQueryClient();
    seedWallet(
      client,
      walletFixture({
        wallet: { amount: 100 },
        slots: [gameEntry({ code: 'pg', amount: 1, isActive: true })],
        updatedAt: '2024-12-31T23:59:00.000Z',
      }),
    );
    renderProvider(null, client);
    await waitFor(() => expect(io.current!.listenerCount('wallet:balance')).toBe(1));
    act(() => io.current!.push('wallet:balance', event));
    const cached = cachedWallet(client)!;
    expect([cached.wallet.amount, cached.slots[0]!.amount, cached.updatedAt]).toEqual([
      50,
      10,
      event.updatedAt,
    ]);
    act(() =>
      io.current!.push('wallet:balance', {
        ...event,
        wallet: { amount: 1 },
        updatedAt: '2024-12-31T00:00:00.000Z',
      }),
    );
    expect(cachedWallet(client)!.wallet.amount).toBe(50);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('marks the statement stale on a push without reading it again', async () => {
    const client = createQueryClient();
    const statementKey = ['api', 'POST /api/statement', { body: { page: 1, limit: 10 } }];
    client.setQueryData(statementKey, { statements: [], total: 0 });
    renderProvider(null, client);
    await waitFor(() => expect(io.current!.listenerCount('wallet:balance')).toBe(1));
    expect(client.getQueryState(statementKey)?.isInvalidated).toBe(false);
    act(() => io.current!.push('wallet:balance', event));
    expect(client.getQueryState(statementKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(statementKey)?.fetchStatus).toBe('idle');
  });

  it("opens no socket until the screen's main content is painted, and one once it is", async () => {
    const gate = createFirstPaintGate();
    gate.hold();
    const view = render(
      <FirstPaintGateContext value={gate}>
        <QueryProvider client={createQueryClient()}>
          <RealtimeProvider>child</RealtimeProvider>
        </QueryProvider>
      </FirstPaintGateContext>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(io.calls).toHaveLength(0);
    act(() => gate.release());
    expect(io.calls).toHaveLength(1);
    expect(io.current!.raw.connected).toBe(true);
    view.unmount();
    expect(io.current!.raw.connected).toBe(false);
  });
});
