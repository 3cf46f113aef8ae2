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
  /**
   * Instead of username and name, where an item may name several members (a bank-feed transfer's
   * candidates and the member it was placed on): text[] columns of their phones and names.
   */
  members?: { usernames: string; names: string };
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
  const n = (offset: number) => `$${first + offset}`;
  const parts = [
    `(${n(0)}::timestamptz IS NULL OR ${columns.at} >= ${n(0)})`,
    `(${n(1)}::timestamptz IS NULL OR ${columns.at} < ${n(1)})`,
    // Baht bounds, not money: 1.005 is a fine filter (to satang in SQL, rounded inwards), never a refusal.
    `(${n(2)}::numeric IS NULL OR ${columns.amount} >= ceil(${n(2)}::numeric * 100))`,
    `(${n(3)}::numeric IS NULL OR ${columns.amount} <= floor(${n(3)}::numeric * 100))`,
    `(${n(4)}::text IS NULL OR ${columns.reference} = ${n(4)})`,
  ];
  const params: unknown[] = [
    search.from ?? null,
    search.to ?? null,
    search.minAmount ?? null,
    search.maxAmount ?? null,
    search.reference ?? null,
  ];
  if (columns.username && columns.name) {
    parts.push(
      `(${n(5)}::text IS NULL OR ${columns.username} = ${n(5)} OR strpos(lower(${columns.name}), lower(${n(5)})) > 0)`,
    );
    params.push(search.q ?? null);
  } else if (columns.members) {
    const { usernames, names } = columns.members;
    parts.push(
      `(${n(5)}::text IS NULL OR ${n(5)} = ANY(${usernames}) OR EXISTS (SELECT 1 FROM unnest(${names}) AS m(name) WHERE strpos(lower(m.name), lower(${n(5)})) > 0))`,
    );
    params.push(search.q ?? null);
  }
  return { sql: parts.join(' AND '), params };
}
