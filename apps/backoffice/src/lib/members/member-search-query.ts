import { queryOptions } from '@tanstack/react-query';
import { membersApi } from '@wallet/contract';
import { callRoute } from '../api/client.ts';

/** Members by phone, name or bank account (the directory's search), wherever one is picked. */
export const memberSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['member-search', q],
    queryFn: ({ signal }) => callRoute(membersApi.search, { query: { q }, signal }),
    enabled: q.trim().length > 0,
  });
