import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_AMOUNT_BAHT, toBaht, toSatang } from '@wallet/contract';
import { fail } from '../../lib/app-error.ts';
import { demoGamePage } from './demo-page.ts';
import { GameProviderError } from './port.ts';
import type { SandboxGameProvider } from './sandbox.ts';

const provider = z.string().min(1).max(40);
const signedBaht = z
  .number()
  .finite()
  .min(-MAX_AMOUNT_BAHT)
  .max(MAX_AMOUNT_BAHT)
  .refine((value) => toSatang(value) !== undefined);

/**
 * The sandbox provider's own web surface (what a real provider hosts on its domain): the
 * game page its launch links open, and the play call behind its buttons, which only
 * works with the signed session of a launch link.
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
    '/sandbox-games/:provider/play',
    {
      schema: {
        hide: true,
        params: z.object({ provider }),
        body: z.object({ session: z.string().max(300), amount: signedBaht }),
      },
    },
    async (request) => {
      const username =
        games.readSession(request.params.provider, request.body.session) ?? fail('UNAUTHORIZED');
      return {
        balance: toBaht(await playRound(games, request.params.provider, username, request.body.amount)),
      };
    },
  );
};

/** One round at the sandbox provider; a loss larger than the balance is refused. */
export async function playRound(
  games: SandboxGameProvider,
  code: string,
  username: string,
  amountBaht: number,
) {
  try {
    return await games.play(code, username, toSatang(amountBaht)!);
  } catch (error) {
    if (error instanceof GameProviderError)
      fail(error.failure === 'insufficient' ? 'MONEY_NOT_ENOUGH' : 'SLOT_NO_ACCOUNT');
    throw error;
  }
}

export { signedBaht };
