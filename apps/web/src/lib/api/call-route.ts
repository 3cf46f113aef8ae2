import { pathOf } from '@wallet/contract';
import { apiRequest, type ReplySchema } from './client.ts';
import { replySchemaOf } from './route-reply.ts';
import type { JsonRoute, RouteCallArgs, RouteReply } from './route-types.ts';

export type { RouteCallOptions, RouteReply } from './route-types.ts';

/**
 * pathOf, loosened: its signature reads the parameter names from a literal path type, which a
 * generic R does not have here. The names are checked where it counts, at the caller
 * (RouteCallOptions<R> requires exactly the route's path values).
 */
const fillPath = pathOf as (route: { path: string }, params?: Record<string, string | number>) => string;

/** The options as the body of callRoute reads them; callers are held to RouteCallOptions<R>. */
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
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Calls one endpoint through its contract declaration: method and path come from the route, the
 * answer is parsed with its declared success schema and typed from it. Everything else (timeout,
 * session and `gone` redirects, ApiError, headers, no-store) is apiRequest's.
 */
export function callRoute<R extends JsonRoute>(
  route: R,
  ...[options]: RouteCallArgs<R>
): Promise<RouteReply<R>> {
  const { params, query, body, headers, signal, timeoutMs } = (options ?? {}) as LooseOptions;
  const path = withQuery(fillPath(route, params), query);
  return apiRequest(path, {
    method: route.method,
    body,
    schema: replySchemaOf(route) as ReplySchema<RouteReply<R>> | undefined,
    headers,
    signal,
    timeoutMs,
  });
}
