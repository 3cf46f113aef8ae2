/**
 * Time budgets of the tests that start real processes and workers (issue 44). Each is a hang
 * detector sized for a 2-core machine that also runs a browser suite: on a loaded machine these
 * tests take longer, they do not fail. A test's own timeout is the sum of what it waits for.
 */

/** A real server, from spawn to listening: the embedded PostgreSQL's start and the migrations included. */
export const BOOT_MS = 120_000;

/** A started server's job (recovery, the audit at start) doing what a test waits for. */
export const SETTLE_MS = 60_000;

/** A worker thread's first task: the worker's start (its modules loaded) included. */
export const WORKER_MS = 60_000;
