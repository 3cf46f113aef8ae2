import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { JsonRoute, RouteCallArgs } from '@wallet/web-client';
import { callRoute } from '../api/client.ts';

/** A route that only reads: money routes (`idempotent: true`) are mutations, never cached queries. */
export type ReadRoute = JsonRoute & { idempotent?: false };

/** What a read sends, which is what tells two cached answers of one route apart. */
interface ReadInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/**
 * The cache key of every answer of one route: `['api', 'GET /api/wallet']`. Invalidating it
 * reaches every page, parameter and query of that route (all statement pages at once).
 */
export function routeScope(route: Pick<JsonRoute, 'method' | 'path'>): QueryKey {
  return ['api', `${route.method} ${route.path}`];
}

/** The cache key of one answer: the route's scope, then what was sent (path values, query, body). */
export function routeKey(route: Pick<JsonRoute, 'method' | 'path'>, input: ReadInput = {}): QueryKey {
  const { params, query, body } = input;
  const sent = Object.fromEntries(
    Object.entries({ params, query, body }).filter(([, value]) => value !== undefined),
  );
  return Object.keys(sent).length === 0 ? routeScope(route) : [...routeScope(route), sent];
}

/**
 * The query of one contract route, for useQuery / prefetchQuery / setQueryData: its key comes from
 * the route declaration and what is sent, its function is callRoute with TanStack's abort signal,
 * and its data is typed from the route's declared answer. Call it with the same arguments as
 * callRoute: `useQuery(routeQuery(statementApi.page, { body: { page, limit } }))`.
 */
export function routeQuery<R extends ReadRoute>(route: R, ...args: RouteCallArgs<R>) {
  const [options] = args;
  const input = (options ?? {}) as ReadInput;
  return queryOptions({
    queryKey: routeKey(route, input),
    queryFn: ({ signal }) => callRoute(route, ...([{ ...options, signal }] as RouteCallArgs<R>)),
  });
}
