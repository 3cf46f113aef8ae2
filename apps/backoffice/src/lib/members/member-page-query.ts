import { queryOptions } from '@tanstack/react-query';
import { membersApi } from '@wallet/contract';
import { callRoute } from '../api/client.ts';

/** Everything cached about one member starts with this key; a change to the member refetches it all. */
export const memberKey = (memberId: number) => ['member', memberId] as const;

/** The member's profile, bank, balances and sessions: the member page and the adjustment form read it. */
export const memberPageQuery = (memberId: number) =>
  queryOptions({
    queryKey: [...memberKey(memberId), 'page'],
    queryFn: ({ signal }) => callRoute(membersApi.page, { params: { memberId }, signal }),
  });
