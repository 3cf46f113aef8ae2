import type { FastifyInstance } from 'fastify';
import { Server, type ServerOptions } from 'socket.io';
import {
  SOCKET_PATH,
  toBaht,
  type BalanceEvent,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@wallet/contract';
import type { Metrics } from '../lib/metrics.ts';
import { AppError } from '../lib/app-error.ts';
import type { AuthService } from '../modules/auth/index.ts';
import type { BalanceEvents, Ledger } from '../modules/wallet/index.ts';
import type { GameAccounts } from '../modules/games/index.ts';
import { closeAtExpiry, endSocketsWithSessions, memberRoom, sessionRoom } from './session-sockets.ts';

interface SocketData {
  memberId: number;
  sessionId: string;
  expiresAt: number;
}

/** The refusals a socket is told by name; the others are UNAUTHORIZED. */
const TOLD: ReadonlySet<string> = new Set(['INACTIVE_USER', 'PASSWORD_CHANGE_REQUIRED']);

/** Changes that arrive together (a hold and its settle) become one push. */
const COALESCE_MS = 30;

/**
 * The member's realtime channel: socket.io on the API's own server, authenticated by the
 * same bearer token as the API (handshake `auth.token`), one room per member and one per
 * session (its sockets close when the session ends: session-sockets.ts). Balance
 * changes are pushed as `wallet:balance` after the transaction that made them commits.
 */
export function attachRealtime(
  app: FastifyInstance,
  deps: {
    auth: AuthService;
    events: BalanceEvents;
    ledger: Ledger;
    games: GameAccounts;
    metrics: Metrics;
    /**
     * The Redis adapter when several nodes serve sockets: rooms, broadcasts and fetchSockets span
     * every node. Balance pushes and session ends do not need it (each node hears them on a bus
     * and serves its own sockets), broadcasts to a room do.
     */
    adapter?: ServerOptions['adapter'];
  },
): Server {
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(
    app.server,
    {
      path: SOCKET_PATH,
      serveClient: false,
      ...(deps.adapter ? { adapter: deps.adapter } : {}),
    },
  );

  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown }).token;
    deps.auth
      .authenticate(typeof token === 'string' ? token : undefined)
      .then((member) => {
        socket.data = { memberId: member.memberId, sessionId: member.sessionId, expiresAt: member.expiresAt };
        next();
      })
      // A locked member learns why (INACTIVE_USER), a one-time password's session too
      // (PASSWORD_CHANGE_REQUIRED: no room, no push, ADR 0053); any other failure is UNAUTHORIZED.
      .catch((error: unknown) =>
        next(new Error(error instanceof AppError && TOLD.has(error.code) ? error.code : 'UNAUTHORIZED')),
      );
  });

  const balancesOf = async (memberId: number): Promise<BalanceEvent> => {
    const balances = await deps.ledger.balances(memberId);
    const slots = await deps.games.entries(memberId, balances.games);
    return {
      wallet: { amount: toBaht(balances.wallet) },
      slots: slots.map((slot) => ({ code: slot.code, amount: slot.amount, isActive: slot.isActive })),
      updatedAt: new Date().toISOString(),
    };
  };

  const push = (memberId: number) => {
    balancesOf(memberId)
      .then((event) => io.local.to(memberRoom(memberId)).emit('wallet:balance', event))
      .catch((error: unknown) => app.log.warn({ err: error, memberId }, 'balance push failed'));
  };

  io.on('connection', (socket) => {
    deps.metrics.sockets.inc();
    socket.on('disconnect', () => deps.metrics.sockets.dec());
    void socket.join([memberRoom(socket.data.memberId), sessionRoom(socket.data.sessionId)]);
    closeAtExpiry(socket, socket.data.expiresAt);
    push(socket.data.memberId);
  });
  const stopEnding = endSocketsWithSessions(io, deps.auth.sessionEnds);

  const waiting = new Map<number, NodeJS.Timeout>();
  /** Each node pushes to its own sockets, reading the balances only where someone listens. */
  const schedule = (memberId: number) => {
    if (!io.sockets.adapter.rooms.has(memberRoom(memberId)) || waiting.has(memberId)) return;
    waiting.set(
      memberId,
      setTimeout(() => {
        waiting.delete(memberId);
        push(memberId);
      }, COALESCE_MS),
    );
  };
  // Every node hears every change (the balance bus): one short message per change, and a
  // balance read only on the nodes where the member has a socket.
  const stop = deps.events.onChanged(schedule);

  // preClose, not onClose: the HTTP server only finishes closing once every connection has
  // ended, and open websockets never end by themselves, so app.close() would wait forever.
  app.addHook('preClose', async () => {
    stop();
    stopEnding();
    for (const timer of waiting.values()) clearTimeout(timer);
    await io.close();
  });
  return io as unknown as Server;
}
