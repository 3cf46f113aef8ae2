import { drawsApi } from '@wallet/contract';
import { callRoute } from '../../lib/api/client.ts';
import { routeQuery } from '../../lib/api/client.ts';

export const drawSeedQuery = routeQuery(drawsApi.seed);

export const drawsQuery = (page: number, limit: number) =>
  routeQuery(drawsApi.list, { body: { page, limit } });

export const saveClientSeed = (clientSeed: string) =>
  callRoute(drawsApi.setClientSeed, { body: { clientSeed } });
