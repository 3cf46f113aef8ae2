import type { FastifyInstance, InjectOptions } from 'fastify';
import { pathOf, type PathParams, type RouteDef } from '@wallet/contract';

/** True when the route's path has `:name` segments to fill. */
type HasParams<R extends RouteDef> = [keyof PathParams<R>] extends [never] ? false : true;

/** The path values a route needs: none for a plain path, all of them when it has `:name` segments. */
export type ParamsOf<R extends RouteDef> = HasParams<R> extends true ? [params: PathParams<R>] : [];

/** A route without `:name` segments (what post takes). */
export type PlainRoute<R extends RouteDef> = HasParams<R> extends true ? never : R;

export type CallOptions<R extends RouteDef> = (HasParams<R> extends true
  ? { params: PathParams<R> }
  : { params?: undefined }) & {
  /** Appended as a query string. */
  query?: Record<string, string | number | boolean>;
  /** Sent as is: tests also send what the route's schema refuses. */
  body?: InjectOptions['payload'];
  headers?: Record<string, string>;
  remoteAddress?: string;
};

/** The URL of a route's declaration with its `:name` segments filled (encoded) and the query appended. */
export function urlOf<R extends RouteDef>(
  route: R,
  params?: Record<string, string | number>,
  query?: Record<string, string | number | boolean>,
): string {
  const path = (pathOf as (route: RouteDef, values?: Record<string, string | number>) => string)(
    route,
    params,
  );
  if (!query) return path;
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** What the helpers generic over routes pass on: the path values unchecked (pathOf throws on a missing one). */
export interface AnyCallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: InjectOptions['payload'];
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** call without the per-route typing, for helpers that take any route (post, get, the kits). */
export function callAny(app: FastifyInstance, route: RouteDef, options: AnyCallOptions = {}) {
  const { params, query, body, headers, remoteAddress } = options;
  return app.inject({
    method: route.method,
    url: urlOf(route, params, query),
    ...(body === undefined ? {} : { payload: body }),
    ...(headers === undefined ? {} : { headers }),
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });
}

/**
 * A request to one endpoint, addressed by its declaration in the contract:
 * `call(app, gamesApi.activate, { params: { slotCode: 'pg' }, headers })`.
 */
export function call<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  ...[options]: HasParams<R> extends true ? [options: CallOptions<R>] : [options?: CallOptions<R>]
) {
  return callAny(app, route, options as AnyCallOptions | undefined);
}
