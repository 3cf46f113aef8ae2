import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import type { JsonRoute, RouteCallArgs } from './route-types.ts';

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
 * reaches every page, parameter and query of that route (all statement pages at once). Both apps
 * key their reads this way, so a change refreshes a read by naming the route it came from, never a
 * hand-written key that can drift from the one the read used.
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
 * The routeQuery of one app's client (each app binds it once in its lib/api/client.ts, beside
 * callRoute). routeQuery gives the query of one contract route, for useQuery / prefetchQuery /
 * setQueryData: its key comes from the route declaration and what is sent, its function is the
 * client's callRoute with TanStack's abort signal, and its data is typed from the route's declared
 * answer. Call it with the same arguments as callRoute:
 * `useQuery(routeQuery(statementApi.page, { body: { page, limit } }))`.
 */
export function routeQueryOf(client: Pick<ApiClient, 'callRoute'>) {
  return function routeQuery<R extends ReadRoute>(route: R, ...args: RouteCallArgs<R>) {
    const [options] = args;
    const input = (options ?? {}) as ReadInput;
    return queryOptions({
      queryKey: routeKey(route, input),
      queryFn: ({ signal }) => client.callRoute(route, ...([{ ...options, signal }] as RouteCallArgs<R>)),
    });
  };
}
