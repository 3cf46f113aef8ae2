import {
  agreementsReply,
  messageReply,
  profileReply,
  spinActiveReply,
  type BankAccountNameRequest,
} from '@wallet/contract';
import { apiGet, apiRequest } from '../../lib/api/client.ts';

/** Whether the spin wheel's widget shows. */
export const fetchSpinActive = (signal?: AbortSignal) =>
  apiGet('/api/spinwheel/active', spinActiveReply, signal);

export const fetchAgreements = (signal?: AbortSignal) =>
  apiGet('/api/lookup/agreements', agreementsReply, signal);

/** The server is not built yet: today it answers an error code, shown as a danger toast. */
export const receiveInviteBonus = () => apiGet('/api/invite/bonus', messageReply);

export const updateBankAccountName = (body: BankAccountNameRequest) =>
  apiRequest('/api/account/bankAccountName', { method: 'PUT', body, schema: profileReply });
