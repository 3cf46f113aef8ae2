import { pathOf } from '@wallet/contract';
import { apiRequest, type ReplySchema } from './client.ts';
import { replySchemaOf } from './route-reply.ts';
import type { JsonRoute, RouteCallArgs, RouteReply } from './route-types.ts';

export type { RouteCallOptions, RouteReply } from './route-types.ts';

/** pathOf, loosened: a generic R has no literal path type to read the names from (checked at the caller). */
const fillPath = pathOf as (route: { path: string }, params?: Record<string, string | number>) => string;

interface LooseOptions {
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

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
 * Calls one endpoint through its contract declaration: method and path come from the route, the
 * answer is parsed with its declared success schema and typed from it.
 */
export function callRoute<R extends JsonRoute>(
  route: R,
  ...[options]: RouteCallArgs<R>
): Promise<RouteReply<R>> {
  const { params, query, body, headers, signal, timeoutMs } = (options ?? {}) as LooseOptions;
  return apiRequest(withQuery(fillPath(route, params), query), {
    method: route.method,
    body,
    schema: replySchemaOf(route) as ReplySchema<RouteReply<R>> | undefined,
    headers,
    signal,
    timeoutMs,
  });
}
