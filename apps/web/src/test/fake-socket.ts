import type { WalletSocket } from '../lib/realtime/wallet-socket.ts';

type Listener = (payload: unknown) => void;

/** Enough of a socket.io client for components: listeners, and a way for the test to push events. */
export function fakeSocket() {
  const listeners = new Map<string, Set<Listener>>();
  const socket = {
    connected: false,
    connect: () => {
      socket.connected = true;
      return socket;
    },
    disconnect: () => {
      socket.connected = false;
      return socket;
    },
    on: (event: string, listener: Listener) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
      return socket;
    },
    off: (event: string, listener: Listener) => {
      listeners.get(event)?.delete(listener);
      return socket;
    },
  };
  const push = (event: string, payload: unknown) =>
    listeners.get(event)?.forEach((listener) => listener(payload));
  const listenerCount = (event: string) => listeners.get(event)?.size ?? 0;
  return { socket: socket as unknown as WalletSocket, raw: socket, push, listenerCount };
}
