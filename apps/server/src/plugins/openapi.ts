import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@wallet/contract';

/**
 * OpenAPI generated from the contract's zod schemas, served at /api/docs when `enabled`
 * (config.apiDocs: off in production unless API_DOCS=true, ADR 0052). Off, neither the
 * document nor its page exists: nothing to find, nothing collected at start, and the two plugins
 * (with the UI's static files) are not even loaded (ADR 0069).
 */
export const openapi = fp(
  async (app: FastifyInstance, { enabled }: { enabled: boolean }) => {
    if (!enabled) return;
    const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
      import('@fastify/swagger'),
      import('@fastify/swagger-ui'),
    ]);
    await app.register(swagger, {
      openapi: {
        info: { title: 'Member wallet API', version: APP_VERSION },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
