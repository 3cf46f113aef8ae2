import type { FastifyInstance } from 'fastify';
import type { Namespace, Server } from 'socket.io';
import {
  toBaht,
  type BalanceEvent,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@wallet/contract';
import type { Metrics } from '../lib/metrics.ts';
import { AppError } from '../lib/app-error.ts';
import type { AuthService } from '../modules/auth/index.ts';
import type { Ledger } from '../modules/wallet/index.ts';
import type { GameAccounts } from '../modules/games/index.ts';
import type { LiveBus } from '../lib/live-bus.ts';
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
 * The member's realtime channel, the main namespace: authenticated by the same bearer token as
 * the API (handshake `auth.token`), one room per member and one per session (its sockets close
 * when the session ends: session-sockets.ts). Balance changes heard on the live bus are pushed
 * as `wallet:balance` after the transaction that made them commits.
 */
export function memberNamespace(
  app: FastifyInstance,
  server: Server,
  deps: { auth: AuthService; live: LiveBus; ledger: Ledger; games: GameAccounts; metrics: Metrics },
): void {
  const nsp = server.of('/') as unknown as Namespace<
    ClientToServerEvents,
    ServerToClientEvents,
    Record<string, never>,
    SocketData
  >;

  nsp.use((socket, next) => {
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
      .then((event) => nsp.local.to(memberRoom(memberId)).emit('wallet:balance', event))
      .catch((error: unknown) => app.log.warn({ err: error, memberId }, 'balance push failed'));
  };

  nsp.on('connection', (socket) => {
    deps.metrics.sockets.inc();
    socket.on('disconnect', () => deps.metrics.sockets.dec());
    void socket.join([memberRoom(socket.data.memberId), sessionRoom(socket.data.sessionId)]);
    closeAtExpiry(socket, socket.data.expiresAt);
    push(socket.data.memberId);
  });
  const stopEnding = endSocketsWithSessions(nsp, deps.auth.sessionEnds);

  const waiting = new Map<number, NodeJS.Timeout>();
  /** Each node pushes to its own sockets, reading the balances only where someone listens. */
  const schedule = (memberId: number) => {
    if (!nsp.adapter.rooms.has(memberRoom(memberId)) || waiting.has(memberId)) return;
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
  const stop = deps.live.balances.on(schedule);

  app.addHook('preClose', async () => {
    stop();
    stopEnding();
    for (const timer of waiting.values()) clearTimeout(timer);
  });
}
