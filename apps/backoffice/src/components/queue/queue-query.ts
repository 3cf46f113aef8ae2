import { PAGE_SIZES, type QueueFilters, type QueueQuery, type QueueSearch } from './queue-spec.ts';

const SEARCH_FIELDS = ['from', 'to', 'minAmount', 'maxAmount', 'reference', 'q'] as const;

export function searchOf(query: QueueSearch): QueueSearch {
  return Object.fromEntries(
    SEARCH_FIELDS.flatMap((field) => (query[field] === undefined ? [] : [[field, query[field]]])),
  );
}

export function withoutSearch<Query extends QueueSearch>(query: Query): Query {
  const rest = { ...query };
  for (const field of SEARCH_FIELDS) delete rest[field];
  return rest;
}

/** Each filter's first choice, on the first page of the smallest size. */
export function firstQuery<Filter>(filters: QueueFilters<Filter>): QueueQuery<Filter> {
  const query: Record<string, unknown> = { page: 1, limit: PAGE_SIZES[0] };
  for (const [field, filter] of Object.entries<{ initial: string }>(filters)) {
    query[field] = filter.initial || undefined;
  }
  return query as QueueQuery<Filter>;
}
