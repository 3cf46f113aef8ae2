import { walletReply } from '@wallet/contract';
import { apiGet } from '../api/client.ts';

export const fetchWallet = (signal?: AbortSignal) => apiGet('/api/wallet', walletReply, signal);

/** Reads every game balance from its provider again (slower than fetchWallet). */
export const refreshWallet = () => apiGet('/api/wallet/refresh/slot', walletReply);
