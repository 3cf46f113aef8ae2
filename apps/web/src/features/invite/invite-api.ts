import { inviteApi } from '@wallet/contract';
import { callRoute } from '../../lib/api/client.ts';
import { routeQuery } from '../../lib/api/client.ts';

export const inviteRecordsQuery = (page: number, limit: number) =>
  routeQuery(inviteApi.list, { body: { page, limit } });

export const inviteBannersQuery = routeQuery(inviteApi.banners);

/** The claim moves money: it carries an Idempotency-Key header, the same one on a retry. */
export const claimInviteBonus = (key: string) => callRoute(inviteApi.bonus, { idempotencyKey: key });
