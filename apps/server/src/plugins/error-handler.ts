import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { httpStatusOf, isErrorCode, type ErrorCode } from '@wallet/contract';
import { AppError } from '../lib/app-error.ts';

/** Fastify's own client errors (bad JSON, wrong content type, body too large...) are bad input. */
function codeForFastifyError(error: FastifyError): ErrorCode | undefined {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0]?.message;
    return isErrorCode(first) ? first : 'KEY_INVALID';
  }
  if (error.validation) return 'KEY_INVALID';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'KEY_MISSING';
  const status = error.statusCode ?? 500;
  if (status === 429) return 'REQUEST_LIMIT';
  if (status === 404) return 'NO_DATA';
  if (status >= 400 && status < 500) return 'KEY_INVALID';
  return undefined;
}

/**
 * The field a back-office request's bad input names, as a dotted path (`withdraw.withdrawMax`), so
 * the form shows the server's reason beside it (issue 26). Members' answers stay `{ message }`.
 */
function refusedField(error: FastifyError, url: string): string | undefined {
  if (!url.startsWith('/api/backoffice/') || !error.validation?.length) return undefined;
  const path = error.validation[0]?.instancePath ?? '';
  const field = path.split('/').filter(Boolean).join('.');
  return field === '' ? undefined : field;
}

/**
 * The one error handler: every failure leaves as `{ message: CODE }` with the catalogue's
 * status (a limit that knows the wait adds `retryAfter` and the Retry-After header). Unknown errors are logged with their stack and answered INTERNAL_SERVER_ERROR,
 * so no stack trace or SQL text ever reaches a client.
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      let code: ErrorCode | undefined = error instanceof AppError ? error.code : codeForFastifyError(error);
      if (!code) {
        request.log.error({ err: error }, 'unhandled error');
        code = 'INTERNAL_SERVER_ERROR';
      }
      const retryAfter = error instanceof AppError ? error.retryAfter : undefined;
      const field = refusedField(error, request.url);
      if (field !== undefined) return void reply.status(httpStatusOf(code)).send({ message: code, field });
      if (retryAfter === undefined) return void reply.status(httpStatusOf(code)).send({ message: code });
      void reply
        .status(httpStatusOf(code))
        .header('retry-after', String(retryAfter))
        .send({ message: code, retryAfter });
    });
  },
  { name: 'error-handler' },
);
