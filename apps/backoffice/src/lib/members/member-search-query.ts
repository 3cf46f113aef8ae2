import { queryOptions } from '@tanstack/react-query';
import { membersApi } from '@wallet/contract';
import { routeQuery } from '../api/client.ts';

/** Members by phone, name or bank account (the directory's search), wherever one is picked. */
export const memberSearchQuery = (q: string) =>
  queryOptions({ ...routeQuery(membersApi.search, { query: { q } }), enabled: q.trim().length > 0 });
