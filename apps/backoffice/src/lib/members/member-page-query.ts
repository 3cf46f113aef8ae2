import { chatOperatorApi, accountOperatorApi, spinOperatorApi } from '@wallet/contract';
import { routeKey } from '@wallet/web-client';
import { routeQuery } from '../api/client.ts';

/** Every read about one member (by the member's id in its path). */
const memberRoutes = [
  accountOperatorApi.page,
  accountOperatorApi.statement,
  accountOperatorApi.slips,
  accountOperatorApi.audit,
  accountOperatorApi.totals,
  accountOperatorApi.notes,
  accountOperatorApi.devices,
  spinOperatorApi.member,
  chatOperatorApi.memberQueue,
];

/**
 * What a change to one member makes stale: each read of that member. A key with only the path
 * values matches every page and search of the read (TanStack matches the sent values partially).
 */
export const memberReads = (memberId: number) =>
  memberRoutes.map((route) => routeKey(route, { params: { memberId } }));

/** The member's profile, bank, balances and sessions: the member page and the adjustment form read it. */
export const memberPageQuery = (memberId: number) =>
  routeQuery(accountOperatorApi.page, { params: { memberId } });
