import {
  SOCKET_REJOIN_MS,
  type ChatClientToServerEvents,
  type ChatServerToClientEvents,
} from '@wallet/contract';
import { io, type Socket } from 'socket.io-client';
import { API_BASE } from '../../lib/api/client.ts';
import { getToken } from '../../lib/session/session.ts';
import type { ChatIdentity } from './chat-api.ts';

export type ChatSocket = Socket<ChatServerToClientEvents, ChatClientToServerEvents>;

/**
 * The chat's own realtime connection (spec doc 1 section 7), where the config says it is: joins
 * PREFIX + the room id on every connect, and while disconnected tries again every 5 s (spec
 * constant). Returns the socket and the stop.
 */
export function openChatSocket(who: ChatIdentity, onConnected: (connected: boolean) => void) {
  const options = {
    path: who.socket.path,
    transports: ['websocket'],
    forceNew: true,
    // The rejoin timer below reconnects; socket.io's own backoff would wait longer than 5 s.
    reconnection: false,
    auth: (send: (auth: { token?: string; guestId?: string }) => void) => {
      const token = getToken();
      send(token ? { token } : { guestId: who.guestId ?? '' });
    },
  };
  const socket: ChatSocket = io(`${API_BASE}${who.socket.namespace}`, options);
  socket.on('connect', () => {
    socket.emit('join', `${who.PREFIX}${who.roomId}`);
    onConnected(true);
  });
  socket.on('disconnect', () => onConnected(false));
  socket.on('connect_error', () => onConnected(false));
  const rejoin = setInterval(() => {
    if (!socket.connected) socket.connect();
  }, SOCKET_REJOIN_MS);
  return {
    socket,
    stop: () => {
      clearInterval(rejoin);
      socket.close();
    },
  };
}
