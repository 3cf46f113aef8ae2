import type { FastifyInstance } from 'fastify';
import { Server, type ServerOptions } from 'socket.io';
import { SOCKET_PATH } from '@wallet/contract';
import type { LiveBus } from '../lib/live-bus.ts';
import type { Metrics } from '../lib/metrics.ts';
import type { AuthService } from '../modules/auth/index.ts';
import type { ChatRealtime } from '../modules/chat/index.ts';
import type { OperatorSessions } from '../modules/backoffice/index.ts';
import type { GameAccounts } from '../modules/games/index.ts';
import type { Ledger } from '../modules/wallet/index.ts';
import { chatNamespace } from './chat-namespace.ts';
import { memberNamespace } from './member-namespace.ts';
import { operatorNamespace } from './operator-namespace.ts';

/** What the namespaces are built from: the live bus modules publish to, and who may connect. */
export interface RealtimeDeps {
  live: LiveBus;
  auth: AuthService;
  operatorSessions: OperatorSessions;
  chat: ChatRealtime;
  ledger: Ledger;
  games: GameAccounts;
  metrics: Metrics;
  /**
   * The Redis adapter when several nodes serve sockets: rooms, broadcasts and fetchSockets span
   * every node. Balance pushes and session ends do not need it (each node hears them on a bus
   * and serves its own sockets), broadcasts to a room (the operators' queues) do.
   */
  adapter?: ServerOptions['adapter'] | undefined;
}

/** One namespace: its own file, listening to the live bus and pushing to its sockets. */
type Namespace = (app: FastifyInstance, io: Server, deps: RealtimeDeps) => void;

/** The namespaces this server hosts: one file and one line here each. */
const NAMESPACES: Namespace[] = [memberNamespace, operatorNamespace, chatNamespace];

/**
 * The one realtime place (ADR 0015, 0056): socket.io on the API's own server, hosting every
 * namespace. Modules never touch it: they publish to the live bus (lib/live-bus.ts).
 */
export function attachRealtime(app: FastifyInstance, deps: RealtimeDeps): void {
  const io = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    ...(deps.adapter ? { adapter: deps.adapter } : {}),
  });
  for (const attach of NAMESPACES) attach(app, io, deps);
  // preClose, not onClose: the HTTP server only finishes closing once every connection has
  // ended, and open websockets never end by themselves, so app.close() would wait forever.
  app.addHook('preClose', async () => {
    await io.close();
  });
}
