import type { Namespace, Server } from 'socket.io';
import {
  BACKOFFICE_NAMESPACE,
  ROLES,
  type BackofficeClientToServerEvents,
  type BackofficeServerToClientEvents,
  type OperatorRole,
} from '@wallet/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { LiveBus } from '../lib/live-bus.ts';
import type { OperatorSessions } from '../modules/backoffice/index.ts';

const operatorRoom = (operatorId: number) => `operator:${operatorId}`;
const sessionRoom = (sessionId: string) => `operator-session:${sessionId}`;
const FINANCE_ROOM = 'finance';

interface SocketData {
  operatorId: number;
  sessionId: string;
  role: OperatorRole;
}

/**
 * The operators' socket namespace (`/backoffice` on the API's socket.io server): authenticated
 * with the operator session token (a member token is refused, as an operator token is on the
 * members' namespace), queue changes pushed to admin and finance, and an ended session closes
 * its sockets. A socket lives at most its session's idle time; the client reconnects (and is
 * checked again) after that.
 */
export function operatorNamespace(
  app: FastifyInstance,
  io: Server,
  deps: { operatorSessions: OperatorSessions; live: LiveBus },
): void {
  const nsp = io.of(BACKOFFICE_NAMESPACE) as unknown as Namespace<
    BackofficeClientToServerEvents,
    BackofficeServerToClientEvents,
    Record<string, never>,
    SocketData
  >;
  const sessions = deps.operatorSessions;
  nsp.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown }).token;
    sessions
      .authenticate(typeof token === 'string' ? token : undefined)
      .then((operator) => {
        socket.data = { operatorId: operator.operatorId, sessionId: operator.sessionId, role: operator.role };
        next();
      })
      .catch((error: unknown) => next(new Error(error instanceof AppError ? error.code : 'UNAUTHORIZED')));
  });
  nsp.on('connection', (socket) => {
    const rooms = [operatorRoom(socket.data.operatorId), sessionRoom(socket.data.sessionId)];
    if ((ROLES.finance as readonly OperatorRole[]).includes(socket.data.role)) rooms.push(FINANCE_ROOM);
    void socket.join(rooms);
  });
  const queues = deps.live.queues;
  const stopQueues = queues.on((event) => nsp.to(FINANCE_ROOM).emit('queue:changed', event));
  // A queue that polls for arrivals (deposit reviews) polls only while a finance operator is here.
  queues.watchedBy(() => (nsp.adapter.rooms.get(FINANCE_ROOM)?.size ?? 0) > 0);
  const stopEnds = sessions.onEnd((end) => {
    const target =
      'sessionId' in end
        ? nsp.in(sessionRoom(end.sessionId))
        : end.keep
          ? nsp.in(operatorRoom(end.operatorId)).except(sessionRoom(end.keep))
          : nsp.in(operatorRoom(end.operatorId));
    target.emit('session:ended', { code: 'UNAUTHORIZED' });
    target.disconnectSockets(true);
  });
  app.addHook('preClose', async () => {
    stopQueues();
    stopEnds();
  });
}
