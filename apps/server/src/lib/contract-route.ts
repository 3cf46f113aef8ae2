import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { codesOf, errorReply, type ReplyShape, type RouteDef } from '@wallet/contract';

type Schema<T> = T extends z.ZodType ? T : undefined;
type JsonReplies<R extends RouteDef> = {
  [S in keyof R['replies']]: R['replies'][S] extends z.ZodType ? R['replies'][S] : never;
};

/** The Fastify schema of a contract route, typed so handlers see its params, query and body. */
export interface ContractSchema<R extends RouteDef> {
  tags: string[];
  summary: string;
  description: string;
  security?: { bearer: never[] }[];
  params: Schema<R['params']>;
  querystring: Schema<R['query']>;
  body: Schema<R['body']>;
  response: JsonReplies<R> & { default: typeof errorReply };
}

const isSchema = (shape: unknown): shape is z.ZodType => typeof shape === 'object' && shape !== null;

/**
 * Route options from the contract's declaration (method, path, schemas, access), for
 * `app.route({ ...fromContract(app, route), handler })`. The OpenAPI description lists every
 * catalogue code the route may answer (a test holds it to the contract).
 */
export function fromContract<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
): {
  method: R['method'];
  url: string;
  schema: ContractSchema<R>;
  preValidation?: (request: FastifyRequest) => Promise<void>;
  compress?: false;
  decompress?: false;
} {
  const replies = Object.fromEntries(
    Object.entries(route.replies as Record<string, ReplyShape>).flatMap(([status, shape]) =>
      isSchema(shape) ? [[status, shape]] : [],
    ),
  );
  const schema = {
    tags: [route.tag],
    summary: route.summary,
    description: `Catalogue codes: ${codesOf(route).join(', ')}.`,
    ...(route.access === 'member' || route.access === 'operator' ? { security: [{ bearer: [] }] } : {}),
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(isSchema(route.body) ? { body: route.body } : {}),
    response: { ...replies, default: errorReply },
  } as unknown as ContractSchema<R>;
  return {
    method: route.method,
    url: route.path,
    schema,
    // A member's answers are balances, movements and money replies: compressing them on the fly
    // cut the wallet read's throughput several times (bench, compression lines; ADR
    // 0038-fast-first-load), for a kilobyte saved. Public JSON (lookups, docs) is compressed.
    // The session is checked before validation, as an operator's: a one-time password's session
    // is refused on every route the contract does not open to it, whatever it sends (ADR 0053).
    ...(route.access === 'member'
      ? {
          preValidation: (request: FastifyRequest) =>
            app.requireMember(
              request,
              route.passwordChangeSession === 'allowed' ? 'password-change' : 'full',
            ),
          compress: false as const,
          // Nor are its requests inflated: the member app never sends a compressed body, and the
          // plugin's hook cost about 5 % of the wallet read (bench profile, ADR 0126).
          decompress: false as const,
        }
      : {}),
    // Before validation: a caller without the role learns nothing about what the route takes.
    ...(route.access === 'operator'
      ? {
          preValidation: (request: FastifyRequest) =>
            app.requireOperator(request, route.roles ?? [], route.enrolment === true),
        }
      : {}),
  };
}
