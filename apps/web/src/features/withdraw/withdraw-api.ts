import { bonusApi, lookupApi, withdrawApi, type WithdrawRequest } from '@wallet/contract';
import { callRoute } from '../../lib/api/client.ts';
import { routeQuery } from '../../lib/api/client.ts';

export const withdrawLimitsQuery = routeQuery(lookupApi.withdraw);

/**
 * The withdraw modal uses withdrawAll (spec doc 2 section 7). A money POST is never aborted on
 * unmount: once sent, the member must learn how it ended.
 */
export const withdraw = (body: WithdrawRequest, key: string) =>
  callRoute(withdrawApi.withdrawAll, { body, idempotencyKey: key });

/**
 * What a withdrawal of `amount` would pay and deduct while a bonus is held: the server computes
 * it with the rule the withdrawal itself follows, so the modal shows it before the member confirms.
 */
export const withdrawPreviewQuery = (amount: number) =>
  routeQuery(bonusApi.withdrawPreview, { query: { amount: String(amount) } });
