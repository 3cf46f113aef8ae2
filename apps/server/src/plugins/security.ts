import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';

export const security = fp(async (app: FastifyInstance, { corsOrigins }: { corsOrigins: string[] }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:'],
        // React sets style attributes; the swagger UI page needs its inline bootstrap.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'", 'https:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Same-origin by default; other origins only when configured (CORS_ORIGINS).
  await app.register(cors, { origin: corsOrigins.length > 0 ? corsOrigins : false, credentials: false });
});
