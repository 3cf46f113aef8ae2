import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type LevelWithSilent } from 'pino';

/**
 * What the logger reads of the server's config: its own shape, so lib/ (the ground floor) does not
 * import config.ts, which builds on lib/ (docs/architecture.md, issue 38).
 */
export interface LoggerSettings {
  LOG_LEVEL: LevelWithSilent;
  /** Pretty lines only in development, on a terminal. */
  NODE_ENV: string;
}

/**
 * The server's logger. pino() asks util.getCallSites() who called it (to resolve relative
 * transport paths, which this logger has none of). Under --enable-source-maps every frame of ours
 * on that stack made Node decode the whole bundle's source map and keep it for the life of the
 * process: about 20 MB of heap (ADR 0127). The server no longer runs with that flag (its entry
 * maps only errors' stacks, ADR 0209), and pino is still made from a promise job so that a run
 * with the flag pays nothing either: the function given to then() is pino itself, bound.
 */
export function createLogger(
  config: LoggerSettings,
  /** Where the lines go: stdout unless given (a test reads them). */
  destination?: DestinationStream,
): Promise<FastifyBaseLogger> {
  const options: Parameters<typeof pino>[0] = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { req: requestForLog, err: errorForLog },
    // Messages too: Fastify's own lines name the URL in their text (a route not found).
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? urlForLog(arg) : arg)) as typeof args,
        );
      },
    },
    ...(config.NODE_ENV === 'development' && process.stdout.isTTY
      ? { transport: { target: 'pino-pretty' } }
      : {}),
  };
  // pino itself is the job, not a function of ours that calls it (a bound function adds no frame):
  // no frame of the bundle. An undefined destination is pino's default, stdout.
  return Promise.resolve(destination).then(pino.bind(undefined, options));
}

/**
 * The game launch route of the spec carries the member's game password as its last path segment
 * (`GET /api/autoLogin/:provider/:username/:password`). The path stays, but no log line may
 * carry the password: everything after the username is replaced, whatever the case, slashes or
 * trailing part (a near miss is a 404, and is logged too). The query string is kept.
 */
const LAUNCH_WITH_PASSWORD = /(\/api\/+autologin\/+[^/?#]*\/+[^/?#]*\/+)[^?#\s"]*/giu;

export function urlForLog(url: string): string {
  return url.replace(LAUNCH_WITH_PASSWORD, '$1[redacted]');
}

/** pino's error serializer, with any URL in the message or stack through urlForLog. */
function errorForLog(error: Error) {
  const logged = pino.stdSerializers.err(error);
  logged.message = urlForLog(logged.message);
  if (logged.stack) logged.stack = urlForLog(logged.stack);
  return logged;
}

/** Fastify's request serializer (the same fields), with the URL through urlForLog. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
