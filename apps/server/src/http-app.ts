import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import { compression } from './plugins/compression.ts';
import { DRAIN_OPTIONS, drain } from './plugins/drain.ts';
import { createLogger } from './lib/logger.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { openapi } from './plugins/openapi.ts';
import { webInlineScriptHashes } from './plugins/inline-scripts.ts';
import { security } from './plugins/security.ts';

/** Fastify with the plugins every route relies on: zod schemas, catalogue errors, headers, API docs. */
export async function createHttpApp(
  config: Config,
  /** Where the log goes: stdout unless given (a test reads it). */
  logTo?: DestinationStream,
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: await createLogger(config, logTo),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...DRAIN_OPTIONS,
    // Router-level refusals (over-long path parameters, bad URL encoding) skip the error
    // handler; they are bad input all the same.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as unknown as FastifyReply).code(400).send({ message: 'KEY_INVALID' });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandler);
  await app.register(drain);
  await app.register(security, {
    corsOrigins: config.corsOrigins,
    scriptHashes: webInlineScriptHashes(config.WEB_DIST),
  });
  // Before any route: the plugin attaches its hook to each route as it is added.
  await app.register(compression);
  await app.register(openapi, { enabled: config.apiDocs });
  return app;
}
