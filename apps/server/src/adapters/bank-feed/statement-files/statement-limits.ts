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

/**
 * An XLSX is a zip: its size on disk says little about what it inflates to. These bound it before
 * it is parsed (xlsx-bounds.ts, issue 37's second review). A 5,000-row export inflates to a few
 * MiB; a file past these is refused STATEMENT_TOO_LARGE.
 */
export const XLSX_MAX_ENTRIES = 100;
/** Everything the zip holds, inflated. */
export const XLSX_MAX_INFLATED_BYTES = 48 * 1024 * 1024;
/** One sheet's XML, inflated. */
export const XLSX_MAX_SHEET_BYTES = 32 * 1024 * 1024;
/** The shared strings' XML, inflated, and how many strings it holds. */
export const XLSX_MAX_SHARED_STRINGS_BYTES = 16 * 1024 * 1024;
export const XLSX_MAX_SHARED_STRINGS = STATEMENT_MAX_ROWS * STATEMENT_MAX_COLUMNS;

/**
 * The statement worker's heap and how long one file may take: a file that gets past the bounds
 * above and still grows (or loops) ends its worker, not the server (ADR 0078).
 */
export const STATEMENT_WORKER_HEAP_MB = 256;
export const STATEMENT_TASK_DEADLINE_MS = 30_000;
/**
 * How long a file may wait for a worker to begin it (ADR 0208): the files queued ahead of it (at
 * most 4, statement-reader.ts) at their deadlines, and a worker's start on a loaded host.
 */
export const STATEMENT_TASK_WAIT_MS = 5 * STATEMENT_TASK_DEADLINE_MS;
