import { callRoute } from './call-route.ts';
import { idempotencyHeaders, SubmissionKeys } from './idempotency.ts';
import type { JsonRoute, RouteCallArgs, RouteReply } from './route-types.ts';

/**
 * Sends one operator change. A route the contract marks idempotent carries an Idempotency-Key
 * from `keys`: sending the same change again after an unknown outcome (a timeout) reuses the key,
 * so the server answers with its first result instead of moving the money twice. One `keys` per
 * form or dialog.
 */
export function sendChange<R extends JsonRoute>(
  keys: SubmissionKeys,
  route: R,
  ...[options]: RouteCallArgs<R>
): Promise<RouteReply<R>> {
  if (!route.idempotent) return callRoute(route, ...([options] as RouteCallArgs<R>));
  const payload = { path: route.path, options };
  return keys.submit(payload, (key) => {
    const withKey = { ...options, headers: { ...options?.headers, ...idempotencyHeaders(key) } };
    return callRoute(route, ...([withKey] as RouteCallArgs<R>));
  });
}

export { SubmissionKeys };
