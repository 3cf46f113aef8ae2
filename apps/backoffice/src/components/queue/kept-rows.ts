import type { QueueItem } from './queue-spec.ts';

/**
 * The rows a queue shows (issue 27): the page the server sent, plus the rows decided in this view
 * that the page no longer has (a decided withdrawal leaves the waiting filter), each in the place
 * it was, with its outcome, until the operator refreshes the view or changes its filters or page.
 * A row the page still has shows the page's (fresher) copy.
 */
export function keptRows<Item extends QueueItem>(
  shownBefore: readonly Item['id'][],
  page: readonly Item[],
  decided: ReadonlyMap<Item['id'], Item>,
): Item[] {
  const fresh = new Map(page.map((item) => [item.id, item]));
  const rows: Item[] = [];
  const placed = new Set<Item['id']>();
  for (const id of shownBefore) {
    const item = fresh.get(id) ?? decided.get(id);
    if (item && !placed.has(id)) {
      rows.push(item);
      placed.add(id);
    }
  }
  for (const item of page) if (!placed.has(item.id)) rows.push(item);
  return rows;
}
