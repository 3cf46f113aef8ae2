import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { accountOperatorApi, spinOperatorApi } from '@wallet/contract';
import type { QueueSearch } from '../../components/queue/queue-spec.ts';
import { routeQuery } from '../../lib/api/client.ts';

export { memberPageQuery, memberReads } from '../../lib/members/member-page-query.ts';

export { memberSearchQuery } from '../../lib/members/member-search-query.ts';

/** A page of the member's statement, narrowed by the lists' one search (ADR 0111). */
export const memberStatementQuery = (memberId: number, page: number, search: QueueSearch = {}) =>
  queryOptions({
    ...routeQuery(accountOperatorApi.statement, { params: { memberId }, query: { ...search, page } }),
    placeholderData: keepPreviousData,
  });

export const memberSlipsQuery = (memberId: number, page: number) =>
  queryOptions({
    ...routeQuery(accountOperatorApi.slips, { params: { memberId }, query: { page } }),
    placeholderData: keepPreviousData,
  });

export const memberAuditQuery = (memberId: number, page: number) =>
  queryOptions({
    ...routeQuery(accountOperatorApi.audit, { params: { memberId }, query: { page } }),
    placeholderData: keepPreviousData,
  });

export const memberSpinQuery = (memberId: number) =>
  routeQuery(spinOperatorApi.member, { params: { memberId } });

/** The member's picture to date: totals, game transfers per provider, bank history (issue 41). */
export const memberTotalsQuery = (memberId: number) =>
  routeQuery(accountOperatorApi.totals, { params: { memberId } });

/** The operators' tags and notes on the member (ADR 0182). */
export const memberNotesQuery = (memberId: number) =>
  routeQuery(accountOperatorApi.notes, { params: { memberId } });

/** The devices and addresses the member's logins came from (ADR 0182). */
export const memberDevicesQuery = (memberId: number) =>
  routeQuery(accountOperatorApi.devices, { params: { memberId } });
