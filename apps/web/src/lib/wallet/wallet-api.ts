import { homeApi } from '@wallet/contract';
import { callRoute } from '../api/client.ts';
import { routeQuery } from '../api/client.ts';

/** The member's wallet (balances, profile, bank account, games): the home screen's one read. */
export const walletQuery = routeQuery(homeApi.wallet);

/** Reads every game balance from its provider again (slower than the wallet read). */
export const refreshWallet = () => callRoute(homeApi.refresh);
