import Fastify from 'fastify';

/**
 * The baseline: Fastify with no plugins, hooks or database, in the same process as the
 * server, so the ratio to it shows what our stack costs on this machine.
 */
export async function startBare(): Promise<{ url: string; stop(): Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ ok: true, name: 'bare' }));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: `${address}/bare`, stop: () => app.close() };
}
