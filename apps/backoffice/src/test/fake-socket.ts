import type { BackofficeSocket } from '../lib/realtime/backoffice-socket.ts';

type Listener = (payload: unknown) => void;

/** A socket the test drives: `emit` plays an event from the server. */
export function fakeSocket() {
  const listeners = new Map<string, Set<Listener>>();
  const socket = {
    connected: false,
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return socket;
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return socket;
    },
    connect() {
      socket.connected = true;
      return socket;
    },
    disconnect() {
      socket.connected = false;
      return socket;
    },
  };
  return {
    socket: socket as unknown as BackofficeSocket,
    emit(event: string, payload: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
    get connected() {
      return socket.connected;
    },
  };
}
