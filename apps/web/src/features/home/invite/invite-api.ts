import { inviteApi } from '@wallet/contract';
import { callRoute } from '../../../lib/api/call-route.ts';
import { idempotencyHeaders } from '../../../lib/api/idempotency.ts';

export const fetchInviteRecords = (page: number, limit: number, signal?: AbortSignal) =>
  callRoute(inviteApi.list, { body: { page, limit }, signal });

export const fetchInviteBanners = (signal?: AbortSignal) => callRoute(inviteApi.banners, { signal });

/** The claim moves money: it carries an Idempotency-Key header, the same one on a retry. */
export const claimInviteBonus = (key: string) =>
  callRoute(inviteApi.bonus, { headers: idempotencyHeaders(key) });
