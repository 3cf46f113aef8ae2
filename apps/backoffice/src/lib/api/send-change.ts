import type {
  JsonRoute,
  RouteCallArgs,
  RouteReply,
  RouteRequestArgs,
  SubmissionKeys,
} from '@wallet/web-client';
import { callRoute } from './client.ts';

/**
 * Sends one operator change. A route the contract marks idempotent carries an Idempotency-Key
 * from `keys`: sending the same change again after an unknown outcome (a timeout) reuses the key,
 * so the server answers with its first result instead of moving the money twice. One `keys` per
 * form or dialog.
 */
export function sendChange<R extends JsonRoute>(
  keys: SubmissionKeys,
  route: R,
  ...[options]: RouteRequestArgs<R>
): Promise<RouteReply<R>> {
  if (!route.idempotent) return callRoute(route, ...([options] as RouteCallArgs<R>));
  const payload = { path: route.path, options };
  return keys.submit(payload, (key) =>
    callRoute(route, ...([{ ...options, idempotencyKey: key }] as RouteCallArgs<R>)),
  );
}
