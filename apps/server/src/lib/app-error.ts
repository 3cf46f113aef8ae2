import { httpStatusOf, type ErrorCode } from '@wallet/contract';

/** A failure the client is told about: it becomes `{ message: code }` with the catalogue's status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;

  constructor(code: ErrorCode) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = httpStatusOf(code);
  }
}

export function fail(code: ErrorCode): never {
  throw new AppError(code);
}
