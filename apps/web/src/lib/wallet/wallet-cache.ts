import type { QueryClient } from '@tanstack/react-query';
import type { BalanceEvent, slipApi, statementApi, WalletReply } from '@wallet/contract';
import { routeScope } from '@wallet/web-client';
import { walletQuery } from './wallet-api.ts';
import { mergeBalanceEvent } from './wallet-state.ts';

/**
 * What changes the member's cached wallet, in one place: pushes, money replies, and local edits.
 * A change to a wallet not in the cache (never loaded, or the session ended) does nothing: the next
 * read brings it whole.
 */
export function patchWallet(client: QueryClient, change: (wallet: WalletReply) => WalletReply): void {
  client.setQueryData(walletQuery.queryKey, (wallet) => (wallet ? change(wallet) : wallet));
}

/**
 * The routes of the screens that list movements, by method and path only: the route objects would
 * bring the statement and deposit contract modules into home's first load (issue 29). Typed from
 * the contract's literal declarations, so a path changed there fails to compile here.
 */
const statementPage: Pick<typeof statementApi.page, 'method' | 'path'> = {
  method: 'POST',
  path: '/api/statement',
};
const slipList: Pick<typeof slipApi.list, 'method' | 'path'> = {
  method: 'POST',
  path: '/api/statement/slip',
};

/** The screens that list movements: stale after any movement. */
const movementScopes = [routeScope(statementPage), routeScope(slipList)];

/**
 * A `wallet:balance` push: merged into the cached wallet (no request at all; an older push than
 * what is shown is ignored). The statement lists are only marked stale, not fetched: a burst of
 * pushes during play must not become a burst of requests; the next look at them reads again.
 */
export function applyBalancePush(client: QueryClient, event: BalanceEvent): void {
  patchWallet(client, (wallet) => mergeBalanceEvent(wallet, event));
  for (const queryKey of movementScopes) void client.invalidateQueries({ queryKey, refetchType: 'none' });
}

function walletAmountOf(reply: unknown): number | null {
  if (typeof reply !== 'object' || reply === null || !('wallet' in reply)) return null;
  const { wallet } = reply as { wallet: unknown };
  if (typeof wallet !== 'object' || wallet === null || !('amount' in wallet)) return null;
  return typeof wallet.amount === 'number' ? wallet.amount : null;
}

/**
 * After a money move the server answered: the reply's new wallet amount shows at once (transfer
 * and withdraw replies carry it); the wallet is read again for the game side and the update time,
 * and the movement lists are refreshed where shown.
 */
export function afterMoneyMoved(client: QueryClient, reply?: unknown): Promise<void> {
  const amount = walletAmountOf(reply);
  if (amount !== null) patchWallet(client, (wallet) => ({ ...wallet, wallet: { ...wallet.wallet, amount } }));
  return Promise.all(
    [walletQuery.queryKey, ...movementScopes].map((queryKey) => client.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}
