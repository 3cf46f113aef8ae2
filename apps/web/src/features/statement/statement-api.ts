import { slipApi, statementApi, type PageRequest } from '@wallet/contract';
import { callRoute } from '../../lib/api/client.ts';
import { routeQuery } from '../../lib/api/client.ts';

export const statementPageQuery = (body: PageRequest) => routeQuery(statementApi.page, { body });

export const slipPageQuery = (body: PageRequest) => routeQuery(slipApi.list, { body });

export const fetchSlipImageUrl = (reference: string) =>
  callRoute(slipApi.reference, { params: { reference } });
