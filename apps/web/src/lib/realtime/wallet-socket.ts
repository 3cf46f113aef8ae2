import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@wallet/contract';
import { io, type Socket } from 'socket.io-client';
import { API_BASE } from '../api/client.ts';
import { getToken } from '../session/session.ts';

export type WalletSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The member's realtime connection, created idle: the provider connects it on mount and closes it on
 * unmount. The token is read on every (re)connect, so a reconnect never sends a stale one.
 */
export function createWalletSocket(): WalletSocket {
  const options = {
    path: SOCKET_PATH,
    autoConnect: false,
    reconnection: true,
    // One connection per member session, never a manager shared with an earlier login.
    forceNew: true,
    auth: (send: (auth: { token: string | null }) => void) => send({ token: getToken() }),
    // WebSocket only, no long-polling first: each polling request may land on another API node
    // behind a load balancer without sticky sessions, which socket.io's handshake cannot survive
    // (ADR 0036). Every browser the site supports speaks WebSocket.
    transports: ['websocket'],
  };
  return API_BASE ? io(API_BASE, options) : io(options);
}
