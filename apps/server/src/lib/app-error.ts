import { httpStatusOf, type ErrorCode } from '@wallet/contract';

/** A failure the client is told about: it becomes `{ message: code }` with the catalogue's status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;

  constructor(
    code: ErrorCode,
    /** Seconds before trying again is worth it (a limit that knows): the answer's retryAfter and Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = httpStatusOf(code);
  }
}

export function fail(code: ErrorCode): never {
  throw new AppError(code);
}

/** REQUEST_LIMIT with the wait (at least a second): the client can say how long. */
export function failLimited(retryAfterSeconds: number): never {
  throw new AppError('REQUEST_LIMIT', Math.max(1, Math.ceil(retryAfterSeconds)));
}
