import { STATEMENT_PAGE_RANGE } from '@wallet/contract';

/** How many pages `total` rows fill; an empty list still has its one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page numbers the pager offers: 3 before the current page and 1 after (spec doc 2 section 9). */
export function pageRange(current: number, pages: number, range = STATEMENT_PAGE_RANGE): number[] {
  const from = Math.max(1, current - range.before);
  const to = Math.min(pages, current + range.after);
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}
