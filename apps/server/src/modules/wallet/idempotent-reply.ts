import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '@wallet/contract';
import type { Answer, Idempotency, KeyClaim } from './idempotency.ts';

/** The Idempotency-Key header of a request (the first one when sent twice). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  return Array.isArray(header) ? header[0] : header;
}

/** Who asks, under which key, on which route (its pattern) and with what: what a key is bound to. */
function keyedRequest(request: FastifyRequest) {
  return [
    request.member.memberId,
    idempotencyKeyOf(request),
    request.routeOptions.url ?? request.url,
    request.body,
  ] as const;
}

/** Runs a money-moving route under the request's Idempotency-Key and sends the (first) answer. */
export async function sendIdempotent(
  idempotency: Idempotency,
  request: FastifyRequest,
  reply: FastifyReply,
  run: (opKey: string | undefined) => Promise<Answer>,
): Promise<FastifyReply> {
  const answer = await idempotency.run(...keyedRequest(request), run);
  return reply.code(answer.status).send(answer.body);
}

/**
 * sendIdempotent for routes whose money path folds the key's claim and answer into its own
 * statements (Idempotency.runClaiming).
 */
export async function sendIdempotentClaiming(
  idempotency: Idempotency,
  request: FastifyRequest,
  reply: FastifyReply,
  run: (opKey: string | undefined, claim: KeyClaim | undefined) => Promise<Answer>,
): Promise<FastifyReply> {
  const answer = await idempotency.runClaiming(...keyedRequest(request), run);
  return reply.code(answer.status).send(answer.body);
}
