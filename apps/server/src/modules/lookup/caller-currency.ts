import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Currency } from '@wallet/contract';

/**
 * The currency of whoever asks a public lookup (ADR 0167): a signed-in member's (the web app
 * sends its token to every route), baht for anyone else. A lookup is public, so a token that
 * does not authenticate (expired, revoked) is not an error here: the caller gets the public,
 * baht answer, and the money route they go on to is refused on its own.
 */
export function callerCurrency(
  app: FastifyInstance,
  currencyOf: (memberId: number) => Promise<Currency>,
): (request: FastifyRequest) => Promise<Currency> {
  return async (request) => {
    if (!request.headers.authorization) return 'THB';
    try {
      await app.requireMember(request);
    } catch {
      return 'THB';
    }
    return currencyOf(request.member.memberId);
  };
}
