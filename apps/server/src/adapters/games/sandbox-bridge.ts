import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { GameProviderError } from './port.ts';
import { sandboxGameSite } from './sandbox-routes.ts';
import type { SandboxGameProvider } from './sandbox.ts';
import {
  checkSignature,
  PROTOCOL_ERRORS,
  tooLateToApply,
  type ProtocolError,
  type TransferRecord,
  type TransferType,
} from './transfer-wallet-protocol.ts';
import { CURRENCIES, type Currency } from '@wallet/contract';

const NAME = /^[A-Za-z0-9_.-]{1,64}$/;
const REFERENCE = /^[A-Za-z0-9_.:-]{1,100}$/;

class Refusal extends Error {
  constructor(readonly code: ProtocolError) {
    super(code);
  }
}

/** The port's failures as the protocol answers them; `unknown` is a reply that never comes. */
const FAILURES: Record<string, ProtocolError | undefined> = {
  refused: 'REFUSED',
  unknown_user: 'UNKNOWN_USER',
  insufficient: 'INSUFFICIENT_BALANCE',
};

function name(value: unknown, pattern = NAME): string {
  if (typeof value !== 'string' || !pattern.test(value)) throw new Refusal('BAD_REQUEST');
  return value;
}

function record(games: SandboxGameProvider, provider: string, reference: string): TransferRecord | undefined {
  const kept = games.books.transfer(provider, reference);
  if (!kept) return undefined;
  const type: TransferType = kept.amount >= 0 ? 'deposit' : 'withdraw';
  const currency = games.books.account(provider, kept.username)?.currency ?? 'THB';
  return {
    reference,
    type,
    username: kept.username,
    amount: Math.abs(kept.amount),
    currency,
    status: 'applied',
  };
}

/** A currency the protocol knows; absent means baht (a Thai site's bridge may leave it out). */
function currencyOf(value: unknown): Currency {
  if (value === undefined) return 'THB';
  if (!(CURRENCIES as readonly unknown[]).includes(value)) throw new Refusal('BAD_REQUEST');
  return value as Currency;
}

/**
 * The sandbox game provider answering the transfer-wallet protocol over HTTP
 * (docs/providers/transfer-wallet.md): the same books and fault plan as the in-process sandbox,
 * behind signed requests. It is what the http adapter's tests and `npm run provider:check` talk
 * to, and the reference a provider's bridge can be compared with. Its demo game page is served
 * beside the protocol, so the launch links it answers open. A fault that loses the reply
 * (lost-reply, timeout) drops the connection after the books moved or not, as a network would.
 */
export function sandboxBridge(games: SandboxGameProvider, key: string): FastifyInstance {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The provider's own web surface: the demo game its launch links open (session-checked, unsigned).
  void app.register(sandboxGameSite, { games });
  app.setErrorHandler(async (error, _request, reply) => {
    if (error instanceof AppError) return reply.code(error.statusCode).send({ message: error.code });
    throw error;
  });
  void app.register(async (signed) => protocolRoutes(signed, games, key));
  return app;
}

/** The protocol's routes, every one behind the signature check. */
function protocolRoutes(app: FastifyInstance, games: SandboxGameProvider, key: string) {
  // The signature covers the body as sent, so it is kept as text and parsed after the check.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.addHook('preHandler', async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const refused = checkSignature(key, request.headers, request.method, request.url, raw);
    if (refused) return answerError(reply, refused);
    if (raw) {
      try {
        request.body = JSON.parse(raw) as unknown;
      } catch {
        return answerError(reply, 'BAD_REQUEST');
      }
    }
  });

  app.setErrorHandler(async (error, _request, reply) => {
    if (error instanceof Refusal) return answerError(reply, error.code);
    const code = error instanceof GameProviderError ? FAILURES[error.failure] : undefined;
    if (code) return answerError(reply, code);
    // Fastify's own refusals of a request it could not read (media type, size): nothing ran.
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) return answerError(reply, 'BAD_REQUEST');
    // No answer at all: the caller cannot tell whether anything happened, as with a lost reply.
    reply.raw.destroy();
    return reply;
  });

  type Params = { provider: string; username: string; reference: string };
  const params = (request: FastifyRequest) => request.params as Params;
  const body = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;

  app.post('/providers/:provider/accounts', async (request) => {
    const provider = name(params(request).provider);
    const username = name(body(request).username);
    return {
      username,
      ...(await games.createAccount(provider, username, currencyOf(body(request).currency))),
    };
  });

  app.get('/providers/:provider/accounts/:username/balance', async (request) => {
    const { provider, username } = params(request);
    return { username, balance: await games.balance(name(provider), name(username)) };
  });

  app.post('/providers/:provider/accounts/:username/password', async (request) => {
    const { provider, username } = params(request);
    return games.resetPassword(name(provider), name(username));
  });

  app.post('/providers/:provider/accounts/:username/launch', async (request) => {
    const { provider, username } = params(request);
    const url = await games.launchUrl(name(provider), name(username));
    // The sandbox's links are paths on its own site: absolute, so they open here and not at the wallet.
    return { url: url.startsWith('/') ? `${request.protocol}://${request.host}${url}` : url };
  });

  app.post('/providers/:provider/transfers', async (request, reply) => {
    const provider = name(params(request).provider);
    const input = body(request);
    const reference = name(input.reference, REFERENCE);
    const username = name(input.username);
    const { type, amount } = input;
    if (type !== 'deposit' && type !== 'withdraw') throw new Refusal('BAD_REQUEST');
    if (!Number.isSafeInteger(amount) || (amount as number) <= 0) throw new Refusal('BAD_REQUEST');
    const currency = currencyOf(input.currency);
    const wanted: TransferRecord = {
      reference,
      type,
      username,
      amount: amount as number,
      currency,
      status: 'applied',
    };
    // A reference already kept answers its first result, whatever the fault plan says.
    let kept = record(games, provider, reference);
    if (!kept && tooLateToApply(request.headers)) throw new Refusal('REFUSED');
    kept ??= await apply(games, provider, wanted);
    const same =
      kept.type === type &&
      kept.username === username &&
      kept.amount === amount &&
      kept.currency === currency;
    if (!same) return answerError(reply, 'REFERENCE_CONFLICT');
    return kept;
  });

  app.get('/providers/:provider/transfers/:reference', async (request, reply) => {
    const { provider, reference } = params(request);
    // Asked through the provider so its fault plan applies to the status call too.
    await games.transferStatus(name(provider), name(reference, REFERENCE));
    const kept = record(games, provider, reference);
    return kept ?? answerError(reply, 'TRANSFER_NOT_FOUND');
  });
}

async function apply(games: SandboxGameProvider, provider: string, transfer: TransferRecord) {
  const { type, username, amount, reference, currency } = transfer;
  if (type === 'deposit') await games.deposit(provider, username, amount, reference, currency);
  else await games.withdraw(provider, username, amount, reference, currency);
  // Two requests with one reference at once: the books applied one of them; both answer it.
  return record(games, provider, reference)!;
}

function answerError(reply: FastifyReply, code: ProtocolError) {
  return reply.code(PROTOCOL_ERRORS[code]).send({ error: code });
}
