import { agreementsReply, depositLookupReply, withdrawLookupReply } from '@wallet/contract';
import { apiGet } from '../../../lib/api/client.ts';

export const fetchWithdrawLimits = (signal?: AbortSignal) =>
  apiGet('/api/lookup/withdraw', withdrawLookupReply, signal);

export const fetchAgreements = (signal?: AbortSignal) =>
  apiGet('/api/lookup/agreements', agreementsReply, signal);

export const fetchDepositAccounts = (signal?: AbortSignal) =>
  apiGet('/api/lookup/deposit', depositLookupReply, signal);
