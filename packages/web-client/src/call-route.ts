import { pathOf } from '@wallet/contract';
import { keyHeaders } from './idempotency.ts';
import { replySchemaOf } from './route-reply.ts';
import type { RequestOptions, ReplySchema } from './request-options.ts';
import type { JsonRoute, RouteReply } from './route-types.ts';

/**
 * pathOf, loosened: its signature reads the parameter names from a literal path type, which a
 * generic R does not have here. The names are checked where it counts, at the caller
 * (RouteCallOptions<R> requires exactly the route's path values).
 */
const fillPath = pathOf as (route: { path: string }, params?: Record<string, string | number>) => string;

/** The options as callRoute reads them; callers are held to RouteCallOptions<R>. */
export interface LooseCallOptions {
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
  idempotencyKey?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** A blank value is no filter: `''`, like undefined and null, is left out of the query. */
function withQuery(path: string, query: object | undefined): string {
  if (query === undefined) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * One call of an endpoint as a request: method and path from the route, the answer's parser from
 * its declared success schemas, and the Idempotency-Key on a route the contract marks idempotent.
 */
export function routeRequest<R extends JsonRoute>(
  route: R,
  options: LooseCallOptions = {},
): { path: string; request: RequestOptions<RouteReply<R>> } {
  const { params, query, body, idempotencyKey, headers, signal, timeoutMs } = options;
  return {
    path: withQuery(fillPath(route, params), query),
    request: {
      method: route.method,
      body,
      schema: replySchemaOf(route) as ReplySchema<RouteReply<R>> | undefined,
      headers: { ...headers, ...keyHeaders(route, idempotencyKey) },
      signal,
      timeoutMs,
    },
  };
}
