import { accountApi, lookupApi, messageReply, spinApi, type BankAccountNameRequest } from '@wallet/contract';
import { callRoute } from '../../lib/api/call-route.ts';
import { apiGet } from '../../lib/api/client.ts';
import { routeQuery } from '../../lib/query/route-query.ts';

/** Whether the spin wheel's widget shows. */
export const spinActiveQuery = routeQuery(spinApi.active);

export const agreementsQuery = routeQuery(lookupApi.agreements);

/**
 * The server is not built yet: today it answers an error code, shown as a danger toast. The
 * contract declares no route for it (the server registers every declared route), so this is the
 * web's one hand-written API path until the endpoint exists.
 */
export const receiveInviteBonus = () => apiGet('/api/invite/bonus', messageReply);

export const updateBankAccountName = (body: BankAccountNameRequest) =>
  callRoute(accountApi.bankAccountName, { body });
