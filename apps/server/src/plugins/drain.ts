import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A graceful stop that answers, not refuses (ADR 0161). Once app.close() starts, every answer
 * carries `Connection: close` and a connection is closed as soon as it is idle, so a client's
 * next request opens a new connection, which a stopped listener refuses and a balancer (or the
 * client) sends to another node. Fastify's own way, a 503 to any request that arrives on a
 * kept-alive connection while closing, answered a 5xx to a member whose request no other node
 * had been offered; and a connection whose last answer left before the close stayed open until
 * the client's keep-alive timeout, holding the stop until SHUTDOWN_TIMEOUT_MS forced it.
 */
export const DRAIN_OPTIONS = {
  // A request that reaches a closing node is answered (with Connection: close), not refused.
  return503OnClosing: false,
} as const;

export const drain = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    const closeIdle = () => setImmediate(() => app.server.closeIdleConnections());
    app.addHook('preClose', async () => {
      closing = true;
    });
    // Callback hooks: every answer runs them, and an async hook costs each a promise (issue 44).
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
    // An answer sent before the close left its connection kept alive: closed once it is idle.
    app.addHook('onResponse', (_request, _reply, done) => {
      if (closing) closeIdle();
      done();
    });
  },
  { name: 'drain' },
);
