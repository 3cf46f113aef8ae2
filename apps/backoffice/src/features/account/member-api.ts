import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { membersApi, spinOperatorApi } from '@wallet/contract';
import type { QueueSearch } from '../../components/queue/queue-spec.ts';
import { callRoute } from '../../lib/api/client.ts';
import { memberKey } from '../../lib/members/member-page-query.ts';

export { memberPageQuery } from '../../lib/members/member-page-query.ts';

export const memberKeys = { all: memberKey };

export { memberSearchQuery } from '../../lib/members/member-search-query.ts';

/** A page of the member's statement, narrowed by the lists' one search (ADR 0111). */
export const memberStatementQuery = (memberId: number, page: number, search: QueueSearch = {}) =>
  queryOptions({
    queryKey: [...memberKeys.all(memberId), 'statement', page, search],
    queryFn: ({ signal }) =>
      callRoute(membersApi.statement, { params: { memberId }, query: { ...search, page }, signal }),
    placeholderData: keepPreviousData,
  });

export const memberSlipsQuery = (memberId: number, page: number) =>
  queryOptions({
    queryKey: [...memberKeys.all(memberId), 'slips', page],
    queryFn: ({ signal }) => callRoute(membersApi.slips, { params: { memberId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export const memberAuditQuery = (memberId: number, page: number) =>
  queryOptions({
    queryKey: [...memberKeys.all(memberId), 'audit', page],
    queryFn: ({ signal }) => callRoute(membersApi.audit, { params: { memberId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export const memberSpinQuery = (memberId: number) =>
  queryOptions({
    queryKey: [...memberKeys.all(memberId), 'spin'],
    queryFn: ({ signal }) => callRoute(spinOperatorApi.member, { params: { memberId }, signal }),
  });

/** The member's picture to date: totals, game transfers per provider, bank history (issue 41). */
export const memberTotalsQuery = (memberId: number) =>
  queryOptions({
    queryKey: [...memberKeys.all(memberId), 'totals'],
    queryFn: ({ signal }) => callRoute(membersApi.totals, { params: { memberId }, signal }),
  });
