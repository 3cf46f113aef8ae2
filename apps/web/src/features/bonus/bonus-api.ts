import { bonusApi, lookupApi, promotionApi } from '@wallet/contract';
import { callRoute } from '../../lib/api/call-route.ts';
import { idempotencyHeaders } from '../../lib/api/idempotency.ts';

export const fetchBonuses = (signal?: AbortSignal) => callRoute(bonusApi.list, { signal });
export const fetchActiveBonus = (signal?: AbortSignal) => callRoute(bonusApi.active, { signal });
export const fetchCurrentPromotion = (signal?: AbortSignal) => callRoute(promotionApi.current, { signal });
export const fetchNotice = (signal?: AbortSignal) => callRoute(lookupApi.notice, { signal });
export const findPromotion = (code: string) => callRoute(promotionApi.find, { params: { code } });

/**
 * The money GETs of the spec carry an Idempotency-Key header (ADR bonus-rules). Never aborted on
 * unmount: once sent, the member must learn how it ended.
 */
export const activateBonus = (code: string, key: string) =>
  callRoute(bonusApi.activate, { params: { code }, headers: idempotencyHeaders(key) });
export const activatePromotion = (code: string, key: string) =>
  callRoute(promotionApi.activate, { params: { code }, headers: idempotencyHeaders(key) });
export const clearBonus = (key: string) => callRoute(bonusApi.clear, { headers: idempotencyHeaders(key) });
