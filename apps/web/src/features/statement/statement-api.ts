import { slipApi, statementApi, type PageRequest } from '@wallet/contract';
import { callRoute } from '../../lib/api/call-route.ts';

export const fetchStatements = (body: PageRequest, signal?: AbortSignal) =>
  callRoute(statementApi.page, { body, signal });

export const fetchSlips = (body: PageRequest, signal?: AbortSignal) =>
  callRoute(slipApi.list, { body, signal });

export const fetchSlipImageUrl = (reference: string) =>
  callRoute(slipApi.reference, { params: { reference } });
