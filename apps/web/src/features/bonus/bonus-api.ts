import { bonusApi, lookupApi, promotionApi } from '@wallet/contract';
import { callRoute } from '../../lib/api/client.ts';
import { routeQuery } from '../../lib/api/client.ts';

export const bonusListQuery = routeQuery(bonusApi.list);
export const activeBonusQuery = routeQuery(bonusApi.active);
export const currentPromotionQuery = routeQuery(promotionApi.current);
export const noticeQuery = routeQuery(lookupApi.notice);
export const findPromotion = (code: string) => callRoute(promotionApi.find, { params: { code } });

/**
 * The money GETs of the spec carry an Idempotency-Key header (ADR 0040). Never aborted on
 * unmount: once sent, the member must learn how it ended.
 */
export const activateBonus = (code: string, key: string) =>
  callRoute(bonusApi.activate, { params: { code }, idempotencyKey: key });
export const activatePromotion = (code: string, key: string) =>
  callRoute(promotionApi.activate, { params: { code }, idempotencyKey: key });
export const clearBonus = (key: string) => callRoute(bonusApi.clear, { idempotencyKey: key });
