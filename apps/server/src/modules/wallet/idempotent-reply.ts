import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY } from '@wallet/contract';
import { fail } from '../../lib/app-error.ts';
import type { Answer, Idempotency, KeyClaim, RunOptions } from './idempotency.ts';

/** The Idempotency-Key header of a request (the first one when sent twice). */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  return Array.isArray(header) ? header[0] : header;
}

/**
 * Where an operator's keys are kept: beside what the request made (an adjustment's row, unique
 * per operator and key: ADR 0046), by the service, which answers a retry from it. The key is
 * required; its pattern is the member routes' (the contract's IDEMPOTENCY_KEY).
 */
export class KeptByTheService {
  async run(key: string | undefined, handler: (key: string) => Promise<Answer>): Promise<Answer> {
    if (key === undefined) fail('KEY_MISSING');
    if (!IDEMPOTENCY_KEY.test(key)) fail('KEY_INVALID');
    return handler(key);
  }
}

/** The keys of every operator route (see KeptByTheService). */
export const OPERATOR_KEYS = new KeptByTheService();

export interface KeyedOptions extends RunOptions {
  /** What the key is bound to besides who and which route: the body unless the route says (its path values, a file's hash). */
  boundTo?: unknown;
  /**
   * The money path folds the key's claim and answer into its own statements
   * (Idempotency.runClaiming): run gets the claim.
   */
  claiming?: boolean;
}

/** A member route's run: the operation's key (undefined without a header) and, when claiming, the claim. */
type MemberRun = (opKey: string | undefined, claim: KeyClaim | undefined) => Promise<Answer>;

/**
 * The one way a route runs under the request's Idempotency-Key and sends the (first) answer,
 * for member and operator routes alike; the key's pattern is the contract's IDEMPOTENCY_KEY.
 * A member's keys and first answers are kept in idempotency_keys (`Idempotency`, ADR 0013):
 * without a key the route runs unkeyed. An operator's are kept by the service
 * (`OPERATOR_KEYS`).
 */
export function sendIdempotent(
  keys: Idempotency,
  request: FastifyRequest,
  reply: FastifyReply,
  run: MemberRun,
  options?: KeyedOptions,
): Promise<FastifyReply>;
export function sendIdempotent(
  keys: KeptByTheService,
  request: FastifyRequest,
  reply: FastifyReply,
  run: (key: string) => Promise<Answer>,
): Promise<FastifyReply>;
export async function sendIdempotent(
  keys: Idempotency | KeptByTheService,
  request: FastifyRequest,
  reply: FastifyReply,
  run: MemberRun | ((key: string) => Promise<Answer>),
  options: KeyedOptions = {},
): Promise<FastifyReply> {
  const key = idempotencyKeyOf(request);
  let answer: Answer;
  // The overloads pair each keeper with its run.
  if (keys instanceof KeptByTheService) answer = await keys.run(key, run as (key: string) => Promise<Answer>);
  else {
    const memberRun = run as MemberRun;
    // Who asks, under which key, on which route (its pattern) and with what: what a key is bound to.
    const bound = [
      request.member.memberId,
      key,
      request.routeOptions.url ?? request.url,
      options.boundTo ?? request.body,
    ] as const;
    const replay = { settlesLater: options.settlesLater ?? false };
    answer = options.claiming
      ? await keys.runClaiming(...bound, memberRun, replay)
      : await keys.run(...bound, (opKey) => memberRun(opKey, undefined), replay);
  }
  return reply.code(answer.status).send(answer.body);
}
