import {
  gameAccountEntry,
  messageReply,
  spinActiveReply,
  walletReply,
  type BankAccountNameRequest,
  profileReply,
} from '@wallet/contract';
import { apiGet, apiRequest } from '../../../lib/api/client.ts';

export const fetchWallet = (signal?: AbortSignal) => apiGet('/api/wallet', walletReply, signal);

/** Reads every game balance from its provider again (slower than fetchWallet). */
export const refreshWallet = () => apiGet('/api/wallet/refresh/slot', walletReply);

export const activateGame = (code: string) =>
  apiGet(`/api/wallet/activate/${encodeURIComponent(code)}`, gameAccountEntry);

export const fetchSpinActive = (signal?: AbortSignal) =>
  apiGet('/api/spinwheel/active', spinActiveReply, signal);

/** The server is not built yet: today it answers an error code, shown as a danger toast. */
export const receiveInviteBonus = () => apiGet('/api/invite/bonus', messageReply);

export const updateBankAccountName = (body: BankAccountNameRequest) =>
  apiRequest('/api/account/bankAccountName', { method: 'PUT', body, schema: profileReply });
