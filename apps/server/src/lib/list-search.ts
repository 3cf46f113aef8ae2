/** The search of a queue or the member statement (contract `listSearch` and `memberSearch`; ADR 0111). */
export interface ListSearch {
  from?: string;
  to?: string;
  /** Baht, both ends included. */
  minAmount?: number;
  maxAmount?: number;
  reference?: string;
  /** The member's phone exactly, or a part of the name (case folded, no wildcards). */
  q?: string;
}

/** The list's columns the search reads (quoted SQL names of the query it narrows). */
export interface SearchColumns {
  at: string;
  /** Satang. */
  amount: string;
  reference: string;
  /** Absent where the list is one member's (the statement). */
  username?: string;
  name?: string;
}

export const QUEUE_COLUMNS: SearchColumns = {
  at: '"createdAt"',
  amount: 'amount',
  reference: 'reference',
  username: '"memberUsername"',
  name: '"memberName"',
};

/**
 * One SQL condition (`AND`-ready, never empty) for the search, its values numbered from `$first`:
 * every list filters the same way, an unset field matching everything.
 */
export function searchCondition(
  search: ListSearch,
  first: number,
  columns: SearchColumns = QUEUE_COLUMNS,
): { sql: string; params: unknown[] } {
  // A bound, not money: 1.005 baht is a fine filter (rounded inwards), never a refused amount.
  const satang = (baht: number | undefined, round: (x: number) => number) =>
    baht === undefined ? null : round(Number((baht * 100).toFixed(6)));
  const n = (offset: number) => `$${first + offset}`;
  const parts = [
    `(${n(0)}::timestamptz IS NULL OR ${columns.at} >= ${n(0)})`,
    `(${n(1)}::timestamptz IS NULL OR ${columns.at} < ${n(1)})`,
    `(${n(2)}::bigint IS NULL OR ${columns.amount} >= ${n(2)})`,
    `(${n(3)}::bigint IS NULL OR ${columns.amount} <= ${n(3)})`,
    `(${n(4)}::text IS NULL OR ${columns.reference} = ${n(4)})`,
  ];
  const params: unknown[] = [
    search.from ?? null,
    search.to ?? null,
    satang(search.minAmount, Math.ceil),
    satang(search.maxAmount, Math.floor),
    search.reference ?? null,
  ];
  if (columns.username && columns.name) {
    parts.push(
      `(${n(5)}::text IS NULL OR ${columns.username} = ${n(5)} OR strpos(lower(${columns.name}), lower(${n(5)})) > 0)`,
    );
    params.push(search.q ?? null);
  }
  return { sql: parts.join(' AND '), params };
}
