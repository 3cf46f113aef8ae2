import { homeApi } from '@wallet/contract';
import { callRoute } from '../api/call-route.ts';

export const fetchWallet = (signal?: AbortSignal) => callRoute(homeApi.wallet, { signal });

/** Reads every game balance from its provider again (slower than fetchWallet). */
export const refreshWallet = () => callRoute(homeApi.refresh);
