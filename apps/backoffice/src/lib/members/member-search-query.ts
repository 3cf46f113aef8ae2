import { queryOptions } from '@tanstack/react-query';
import { accountOperatorApi, type MemberTag } from '@wallet/contract';
import { routeQuery } from '../api/client.ts';

/**
 * Members by phone, name or bank account (the directory's search), wherever one is picked; a tag
 * narrows them, or alone lists its members (ADR 0182).
 */
export const memberSearchQuery = (q: string, tag?: MemberTag) =>
  queryOptions({
    ...routeQuery(accountOperatorApi.search, { query: tag ? { q, tag } : { q } }),
    enabled: q.trim().length > 0 || tag !== undefined,
  });
