import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A package the server needs only now and then (cleaning an operator's HTML on save, the
 * common-password list at registration, a CSV export, the sandbox's slip image), loaded the first
 * time it is used rather than at start: loaded at start, each stayed resident on every node for
 * the life of the process (ADR 0126). Synchronous, so callers keep their shape; an async caller
 * uses `await import()` instead, as the API docs and the worker pool do.
 */
export function onFirstUse<T>(specifier: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(specifier) as T);
}
