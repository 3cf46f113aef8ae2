import { SOCKET_PATH, type BalanceEvent } from '@wallet/contract';
import { act, render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSocket } from '../../test/fake-socket.ts';
import { saveToken } from '../session/session.ts';
import { RealtimeProvider } from './RealtimeProvider.tsx';
import { useBalanceEvents } from './use-balance-events.ts';

const io = vi.hoisted(() => ({
  calls: [] as unknown[][],
  current: null as ReturnType<typeof fakeSocket> | null,
}));

vi.mock('socket.io-client', () => ({
  io: (...args: unknown[]) => {
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

beforeEach(() => {
  io.calls = [];
  io.current = fakeSocket();
});

describe('RealtimeProvider', () => {
  it('connects once on the socket path with the current token, and disconnects on unmount', async () => {
    saveToken('tok-9', true);
    const view = render(<RealtimeProvider>child</RealtimeProvider>);
    // The client is fetched after the first render (issue 11).
    await waitFor(() => expect(io.current!.raw.connected).toBe(true));
    expect(io.calls).toHaveLength(1);
    const options = io.calls[0]![0] as { path: string; auth: (send: (auth: object) => void) => void };
    expect(options.path).toBe(SOCKET_PATH);
    const auth = vi.fn();
    options.auth(auth);
    expect(auth).toHaveBeenCalledWith({ token: 'tok-9' });
    expect(io.current!.raw.connected).toBe(true);
    view.unmount();
    expect(io.current!.raw.connected).toBe(false);
  });

  it('hands contract-valid balance pushes to listeners and drops malformed ones', async () => {
    const onBalance = vi.fn();
    const view = render(
      <RealtimeProvider>
        <Listener onBalance={onBalance} />
      </RealtimeProvider>,
    );
    await waitFor(() => expect(io.current!.listenerCount('wallet:balance')).toBe(1));
    act(() => io.current!.push('wallet:balance', { wallet: { amount: 'lots' } }));
    act(() => io.current!.push('wallet:balance', event));
    expect(onBalance).toHaveBeenCalledTimes(1);
    expect(onBalance).toHaveBeenCalledWith(event);
    view.unmount();
    expect(io.current!.listenerCount('wallet:balance')).toBe(0);
  });

  it('never opens a socket when the member area is left before the client arrived', async () => {
    const view = render(<RealtimeProvider>child</RealtimeProvider>);
    view.unmount();
    // Once the client module has arrived (the provider awaits the same import), nothing connects.
    await import('./wallet-socket.ts');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(io.calls).toHaveLength(0);
  });
});
