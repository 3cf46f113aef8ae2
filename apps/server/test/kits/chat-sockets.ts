import { io, type Socket } from 'socket.io-client';
import { BACKOFFICE_NAMESPACE, CHAT_NAMESPACE, SOCKET_PATH, type ChatJoinAck } from '@wallet/contract';
import type { TestApp } from '../harness.ts';

/** Every wait is bounded: a push that never comes fails the test instead of hanging it. */
export const WAIT_MS = 5_000;

/** Starts the app's HTTP server on a free port; its origin. */
export async function listening(t: TestApp): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** A socket that records every event it hears, and waits for the one a test expects. */
export interface Heard {
  socket: Socket;
  events: { name: string; data: unknown }[];
  next(name: string, match?: (data: unknown) => boolean): Promise<unknown>;
}

export function record(socket: Socket): Heard {
  const events: { name: string; data: unknown }[] = [];
  const waiters = new Set<() => void>();
  socket.onAny((name: string, data: unknown) => {
    events.push({ name, data });
    for (const wake of waiters) wake();
  });
  const next = (name: string, match: (data: unknown) => boolean = () => true) =>
    new Promise<unknown>((resolve, reject) => {
      const check = () => {
        const found = events.find((event) => event.name === name && match(event.data));
        if (!found) return;
        done();
        resolve(found.data);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no ${name} within ${WAIT_MS} ms`));
      }, WAIT_MS);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  return { socket, events, next };
}

/** Connects (the handshake's auth as the widget or the back-office sends it); rejects with the refusal. */
export function connectChat(
  origin: string,
  auth: { token?: string; guestId?: string },
  namespace: string = CHAT_NAMESPACE,
): Promise<Heard> {
  const socket = io(`${origin}${namespace}`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth,
    reconnection: false,
    forceNew: true,
  });
  const heard = record(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(heard));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

export const connectAgent = (origin: string, token: string) =>
  connectChat(origin, { token }, BACKOFFICE_NAMESPACE);

export function join(heard: Heard, room: string): Promise<ChatJoinAck> {
  return heard.socket.timeout(WAIT_MS).emitWithAck('join', room) as Promise<ChatJoinAck>;
}
