import { operatorAuthApi } from '@wallet/contract';
import { queryOptions } from '@tanstack/react-query';
import { callRoute, routeQuery } from '../api/client.ts';

/** The signed-in operator and their session: the role drives what the app shows. */
export const meQuery = queryOptions({ ...routeQuery(operatorAuthApi.me), staleTime: 60_000 });

export function signOutCall(): Promise<void> {
  return callRoute(operatorAuthApi.logout);
}
