import { isErrorCode, type ErrorCode } from '@wallet/contract';

/**
 * server: the API answered `{ message }` (a catalogue code or a raw text);
 * timeout / network: no answer; invalid-reply: an answer that does not match the contract.
 */
export type ApiErrorKind = 'server' | 'timeout' | 'network' | 'invalid-reply';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** The server's message, or TIMEOUT / NETWORK / INVALID_REPLY for client-side failures. */
    readonly code: string,
    readonly kind: ApiErrorKind,
    readonly status?: number,
    /** Seconds before trying again is worth it, when a limit said (REQUEST_LIMIT with retryAfter). */
    readonly retryAfter?: number,
    /** The refused field (a dotted path), when a back-office answer named it: shown beside it. */
    readonly field?: string,
  ) {
    super(code);
  }

  /** The catalogue code, when the server sent one. */
  get errorCode(): ErrorCode | null {
    return this.kind === 'server' && isErrorCode(this.code) ? this.code : null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A caller-cancelled request (component unmounted): not an error to show. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
