import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '@wallet/contract';
import type { Answer, Idempotency } from './idempotency.ts';

/** Runs a money-moving route under the request's Idempotency-Key and sends the (first) answer. */
export async function sendIdempotent(
  idempotency: Idempotency,
  request: FastifyRequest,
  reply: FastifyReply,
  run: (opKey: string | undefined) => Promise<Answer>,
): Promise<FastifyReply> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  const answer = await idempotency.run(
    request.member.memberId,
    key,
    request.routeOptions.url ?? request.url,
    request.body,
    run,
  );
  return reply.code(answer.status).send(answer.body);
}
