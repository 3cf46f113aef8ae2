import { drawsApi } from '@wallet/contract';
import { callRoute } from '../../../lib/api/call-route.ts';

export const fetchDrawSeed = (signal?: AbortSignal) => callRoute(drawsApi.seed, { signal });

export const fetchDraws = (page: number, limit: number, signal?: AbortSignal) =>
  callRoute(drawsApi.list, { body: { page, limit }, signal });

export const saveClientSeed = (clientSeed: string) =>
  callRoute(drawsApi.setClientSeed, { body: { clientSeed } });
