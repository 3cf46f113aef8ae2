import {
  BACKOFFICE_NAMESPACE,
  SOCKET_PATH,
  type BackofficeClientToServerEvents,
  type BackofficeServerToClientEvents,
} from '@wallet/contract';
import { io, type Socket } from 'socket.io-client';
import { getToken } from '../session/session.ts';

export type BackofficeSocket = Socket<BackofficeServerToClientEvents, BackofficeClientToServerEvents>;

/**
 * The operators' namespace on the API's socket.io, created idle. The token is read on every
 * (re)connect, so a reconnect never sends a stale one.
 */
export function createBackofficeSocket(): BackofficeSocket {
  return io(BACKOFFICE_NAMESPACE, {
    path: SOCKET_PATH,
    autoConnect: false,
    reconnection: true,
    forceNew: true,
    auth: (send: (auth: { token: string | null }) => void) => send({ token: getToken() }),
  });
}
