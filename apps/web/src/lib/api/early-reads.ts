import { EARLY_READS, type EarlyRead } from '../boot/early-start-plan.ts';

/**
 * Takes the answer index.html's inline script already asked for (lib/boot/early-start.ts), once:
 * the first read of `path` by the member who was signed in when the page loaded uses it instead of
 * sending the same request again. Any other call (another member since, a second read, a write)
 * goes to the network as usual.
 */
export function takeEarlyRead(path: string, token: string | null): Promise<Response> | null {
  const reads = (window as unknown as Record<string, Record<string, EarlyRead> | undefined>)[EARLY_READS];
  const read = reads?.[path];
  if (!reads || !read) return null;
  delete reads[path];
  return read.token === token ? read.response : null;
}

/** The early answer, unless the caller gives up first (its timeout or TanStack's abort). */
export function unlessAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
