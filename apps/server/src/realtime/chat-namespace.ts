import type { FastifyInstance } from 'fastify';
import type { Namespace, Server, Socket } from 'socket.io';
import {
  BACKOFFICE_NAMESPACE,
  CHAT_NAMESPACE,
  ROLES,
  type ChatClientToServerEvents,
  type ChatOperatorClientToServerEvents,
  type ChatOperatorServerToClientEvents,
  type ChatServerToClientEvents,
  type OperatorRole,
} from '@wallet/contract';
import { AppError } from '../lib/app-error.ts';
import type { ChatOwner } from '../lib/chat-events.ts';
import type { LiveBus } from '../lib/live-bus.ts';
import type { AuthService } from '../modules/auth/index.ts';
import { CHAT_ROOM_PREFIX, chatRoomOf, type ChatRealtime } from '../modules/chat/index.ts';
import { closeAtExpiry, endSocketsWithSessions, memberRoom, sessionRoom } from './session-sockets.ts';

interface SocketData {
  owner: ChatOwner;
  /** The one room name this socket may join: PREFIX + its member id or guest id. */
  room: string;
}

/** The agents who answer chats (support and admin) on the operators' namespace. */
const AGENTS_ROOM = 'chat-agents';

/** Events one socket may send in a window (join, typing): a flood is dropped, then the socket closed. */
const SOCKET_EVENTS_PER_WINDOW = 20;
const SOCKET_WINDOW_MS = 10_000;

/** A per-socket budget (the per-connection limit, ADR 0083): true while the socket is within it. */
function budget(socket: Socket): () => boolean {
  let windowStart = Date.now();
  let used = 0;
  let strikes = 0;
  return () => {
    const now = Date.now();
    if (now - windowStart > SOCKET_WINDOW_MS) {
      windowStart = now;
      used = 0;
    }
    if (++used <= SOCKET_EVENTS_PER_WINDOW) return true;
    if (++strikes > SOCKET_EVENTS_PER_WINDOW) socket.disconnect(true);
    return false;
  };
}

/**
 * The chat's realtime side (issue 25, ADR 0081): the customers' `/chat` namespace (a member by
 * the bearer token, a guest by the signed guest id in the handshake), where a socket may join
 * only its own room; and the chat part of the operators' namespace, where support and admin
 * sockets hear every conversation change and type to customers. Changes come from the live bus
 * (the chat module publishes them) and fan out through the socket adapter (Redis with several
 * nodes), so a message stored on one node reaches sockets on every node.
 */
export function chatNamespace(
  app: FastifyInstance,
  io: Server,
  deps: { auth: AuthService; live: LiveBus; chat: ChatRealtime },
): void {
  const nsp = io.of(CHAT_NAMESPACE) as unknown as Namespace<
    ChatClientToServerEvents,
    ChatServerToClientEvents,
    Record<string, never>,
    SocketData
  >;
  const agents = io.of(BACKOFFICE_NAMESPACE) as unknown as Namespace<
    ChatOperatorClientToServerEvents,
    ChatOperatorServerToClientEvents,
    Record<string, never>,
    { operatorId: number; role: OperatorRole }
  >;

  nsp.use((socket, next) => {
    const { token, guestId } = socket.handshake.auth as { token?: unknown; guestId?: unknown };
    if (typeof token === 'string') {
      deps.auth
        .authenticate(token)
        .then((member) => {
          socket.data = {
            owner: { memberId: member.memberId },
            room: `${CHAT_ROOM_PREFIX}${member.memberId}`,
          };
          void socket.join([memberRoom(member.memberId), sessionRoom(member.sessionId)]);
          closeAtExpiry(socket, member.expiresAt);
          next();
        })
        .catch((error: unknown) => next(new Error(error instanceof AppError ? error.code : 'UNAUTHORIZED')));
      return;
    }
    try {
      const guestKey = deps.chat.guestIds.keyOf(typeof guestId === 'string' ? guestId : '');
      socket.data = { owner: { guestKey }, room: `${CHAT_ROOM_PREFIX}${String(guestId)}` };
      next();
    } catch {
      next(new Error('CHAT_GUEST_INVALID'));
    }
  });

  nsp.on('connection', (socket) => {
    const within = budget(socket);
    socket.on('join', (room, ack) => {
      if (!within()) return;
      const answer = typeof ack === 'function' ? ack : () => {};
      // A room is the member's or guest's own, or none: a forged id joins nothing.
      if (room !== socket.data.room) return answer({ ok: false, message: 'UNAUTHORIZED' });
      void socket.join(chatRoomOf(socket.data.owner));
      answer({ ok: true });
    });
    socket.on('typing', (typing) => {
      if (!within() || typeof typing !== 'boolean') return;
      deps.chat
        .conversationOf(socket.data.owner)
        .then((conversationId) => {
          if (conversationId !== undefined)
            agents.to(AGENTS_ROOM).emit('chat:typing', { conversationId, typing, by: 'customer' });
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'chat typing failed'));
    });
  });
  const stopEnding = endSocketsWithSessions(nsp, deps.auth.sessionEnds);

  agents.on('connection', (socket) => {
    if (!(ROLES.support as readonly OperatorRole[]).includes(socket.data.role)) return;
    void socket.join(AGENTS_ROOM);
    const within = budget(socket);
    socket.on('chat:typing', (event) => {
      if (!within() || typeof event?.conversationId !== 'number' || typeof event.typing !== 'boolean') return;
      const { conversationId, typing } = event;
      deps.chat
        .ownerOf(conversationId)
        .then((owner) => {
          nsp.to(chatRoomOf(owner)).emit('typing', { typing });
          // The other agents see who is typing: two agents do not answer at once.
          agents
            .to(AGENTS_ROOM)
            .except(socket.id)
            .emit('chat:typing', { conversationId, typing, by: socket.data.operatorId });
        })
        .catch(() => {});
    });
  });

  const stop = deps.live.chat.on((change) => {
    const room = nsp.to(chatRoomOf(change.owner));
    if (change.message) room.emit('messaging', change.message);
    if (change.agentReadAt) room.emit('read', { at: change.agentReadAt });
    if (change.inbox) agents.to(AGENTS_ROOM).emit('chat:inbox', change.inbox);
  });

  app.addHook('preClose', async () => {
    stop();
    stopEnding();
  });
}
