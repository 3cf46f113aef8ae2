import { accountApi, lookupApi, spinApi, type BankAccountNameRequest } from '@wallet/contract';
import { callRoute } from '../../lib/api/client.ts';
import { routeQuery } from '../../lib/api/client.ts';

/** Whether the spin wheel's widget shows. */
export const spinActiveQuery = routeQuery(spinApi.active);

export const agreementsQuery = routeQuery(lookupApi.agreements);

export const updateBankAccountName = (body: BankAccountNameRequest) =>
  callRoute(accountApi.bankAccountName, { body });
