/**
 * What one statement upload may hold (ADR 0078): a month of a busy account is a few thousand
 * rows and well under 1 MiB, so the limits leave room and still stop a file meant to exhaust
 * the worker (the rows are read as a stream and reading stops at the limit).
 */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;
export const STATEMENT_MAX_ROWS = 5_000;
/** Rows above the header a bank prints (account name, number, period). */
export const STATEMENT_HEADER_SEARCH_ROWS = 30;
/** No bank's export is wider; a wider row is not a statement. */
export const STATEMENT_MAX_COLUMNS = 40;
