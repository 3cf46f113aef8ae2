import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { Config } from '../config.ts';

/**
 * The server's logger. pino() asks util.getCallSites() who called it (to resolve relative
 * transport paths, which this logger has none of), and under --enable-source-maps every frame of
 * ours on that stack makes Node decode the whole bundle's source map and keep it for the life of
 * the process: about 20 MB of heap (ADR 0127). Called from a promise job, pino's callers are
 * pino and Node alone; stack traces of errors are mapped as before, when one is formatted.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>): Promise<FastifyBaseLogger> {
  const options: Parameters<typeof pino>[0] = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(config.NODE_ENV === 'development' && process.stdout.isTTY
      ? { transport: { target: 'pino-pretty' } }
      : {}),
  };
  // pino itself is the job, not a function of ours that calls it: no frame of the bundle.
  return Promise.resolve(options).then(pino);
}
