import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_AMOUNT_BAHT, toBaht, toSatang } from '@wallet/contract';
import { fail } from '../../lib/app-error.ts';
import { demoGamePage } from './demo-page.ts';
import { GameProviderError } from './port.ts';
import type { SandboxGameProvider } from './sandbox.ts';

const provider = z.string().min(1).max(40);
/** What a member may stake on one round: more than zero; the balance is the real ceiling. */
const stakeBaht = z
  .number()
  .finite()
  .positive()
  .max(MAX_AMOUNT_BAHT)
  .refine((value) => toSatang(value) !== undefined);

/**
 * The sandbox provider's own web surface (what a real provider hosts on its domain): the
 * game page its launch links open, and the calls behind its buttons, which only work with
 * the signed session of a launch link. Registered only with the rest of the sandbox: the
 * session is all it asks for, so it must never face production money (ADR 0023). Even here
 * the member only chooses a stake; the result is drawn by the provider with a house edge.
 */
export const sandboxGameSite: FastifyPluginAsyncZod<{ games: SandboxGameProvider }> = async (
  app,
  { games },
) => {
  app.get(
    '/sandbox-games/:provider',
    {
      schema: {
        hide: true,
        params: z.object({ provider }),
        querystring: z.object({ session: z.string().max(300) }),
      },
    },
    async (request, reply) => {
      if (!games.readSession(request.params.provider, request.query.session)) fail('UNAUTHORIZED');
      const nonce = randomBytes(16).toString('base64');
      const page = demoGamePage(request.params.provider, request.query.session).replace(
        '<script type="module">',
        `<script type="module" nonce="${nonce}">`,
      );
      return reply
        .header(
          'content-security-policy',
          `default-src 'self'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'`,
        )
        .type('text/html; charset=utf-8')
        .send(page);
    },
  );

  app.post(
    '/sandbox-games/:provider/balance',
    {
      schema: {
        hide: true,
        params: z.object({ provider }),
        body: z.object({ session: z.string().max(300) }),
      },
    },
    async (request) => {
      const username =
        games.readSession(request.params.provider, request.body.session) ?? fail('UNAUTHORIZED');
      // The provider's own page reads its books directly: no planned fault of the wallet API is spent.
      const balance = await providerCall(async () => games.readBalance(request.params.provider, username));
      return { balance: toBaht(balance) };
    },
  );

  app.post(
    '/sandbox-games/:provider/play',
    {
      schema: {
        hide: true,
        params: z.object({ provider }),
        body: z.object({ session: z.string().max(300), stake: stakeBaht }).strict(),
      },
    },
    async (request) => {
      const username =
        games.readSession(request.params.provider, request.body.session) ?? fail('UNAUTHORIZED');
      const round = await providerCall(() =>
        games.bet(request.params.provider, username, toSatang(request.body.stake)!),
      );
      return { balance: toBaht(round.balance), won: round.won };
    },
  );
};

/** A provider failure as the catalogue code the page shows. */
async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GameProviderError)
      fail(error.failure === 'insufficient' ? 'MONEY_NOT_ENOUGH' : 'SLOT_NO_ACCOUNT');
    throw error;
  }
}

/**
 * A round whose result the caller chooses, for the sandbox test API only (/api/sandbox/games/...);
 * a loss larger than the balance is refused.
 */
export async function playRound(
  games: SandboxGameProvider,
  code: string,
  username: string,
  amountBaht: number,
) {
  return providerCall(() => games.play(code, username, toSatang(amountBaht)!));
}
