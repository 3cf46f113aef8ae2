import Fastify from 'fastify';

/** An answer as the server sent it: what a bare route sends back byte for byte. */
export interface KeptAnswer {
  headers: Record<string, string>;
  body: Buffer;
}

export interface Bare {
  url: string;
  /** The bare route that sends `name`'s kept answer. */
  answerUrl(name: string): string;
  /** Keeps a route's answer for its bare twin to send. */
  keep(name: string, answer: KeptAnswer): void;
  stop(): Promise<void>;
}

/** Headers a server sets per connection or per moment: Fastify and Node set their own. */
const NOT_KEPT = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** What a response's headers would be sent again as. */
export function keptHeaders(headers: Headers): Record<string, string> {
  return Object.fromEntries([...headers].filter(([name]) => !NOT_KEPT.has(name.toLowerCase())));
}

/**
 * The baseline: Fastify with no plugins, hooks or database, in the bench's process, so the ratio
 * to it shows what our stack costs on this machine. Besides its own tiny answer it has a twin
 * route per name in `twins`, sending that route's kept answer (the same bytes and headers): the
 * most any server sending that answer gets from this bench.
 */
export async function startBare(twins: readonly string[] = []): Promise<Bare> {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ ok: true, name: 'bare' }));
  const kept = new Map<string, KeptAnswer>();
  const pathOf = (name: string) => `/bare/${name.replace(/[^a-z0-9]+/gi, '-')}`;
  for (const name of twins)
    app.get(pathOf(name), async (_request, reply) => {
      const answer = kept.get(name);
      if (!answer) return reply.code(404).send();
      return reply.headers(answer.headers).send(answer.body);
    });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: `${address}/bare`,
    answerUrl: (name) => `${address}${pathOf(name)}`,
    keep: (name, answer) => kept.set(name, answer),
    stop: () => app.close(),
  };
}
