import { accountApi, lookupApi, spinApi, type BankAccountNameRequest } from '@wallet/contract';
import { callRoute } from '../../lib/api/call-route.ts';

/** Whether the spin wheel's widget shows. */
export const fetchSpinActive = (signal?: AbortSignal) => callRoute(spinApi.active, { signal });

export const fetchAgreements = (signal?: AbortSignal) => callRoute(lookupApi.agreements, { signal });

export const updateBankAccountName = (body: BankAccountNameRequest) =>
  callRoute(accountApi.bankAccountName, { body });
