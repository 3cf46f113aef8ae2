import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fail } from '../../lib/app-error.ts';
import { gameProviderRows } from '../../db/seed/game-providers.ts';
import type { GameCatalogue } from './catalogue.ts';

const escape = (text: string) => text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Card art for the seeded providers (the catalogue's default logo and background), drawn
 * as SVG so the site needs no image downloads; an operator can point a provider at any
 * other image URL instead.
 */
export const gameArtRoutes: FastifyPluginAsyncZod<{ catalogue: GameCatalogue }> = async (
  app,
  { catalogue },
) => {
  app.get(
    '/game-art/:code/:file',
    {
      schema: {
        hide: true,
        params: z.object({ code: z.string().max(40), file: z.enum(['logo.svg', 'background.svg']) }),
      },
    },
    async (request, reply) => {
      const provider = (await catalogue.find(request.params.code)) ?? fail('NO_DATA');
      const color = gameProviderRows.find((row) => row.code === provider.code)?.color ?? '#475467';
      const name = escape(provider.name);
      const svg =
        request.params.file === 'logo.svg'
          ? `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64"><rect width="160" height="64" rx="14" fill="#ffffff" fill-opacity="0.92"/><text x="80" y="41" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="${color}">${name}</text></svg>`
          : `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="211" viewBox="0 0 300 211"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#101828"/></linearGradient></defs><rect width="300" height="211" fill="url(#g)"/><circle cx="250" cy="40" r="70" fill="#ffffff" fill-opacity="0.08"/><circle cx="40" cy="190" r="60" fill="#ffffff" fill-opacity="0.06"/></svg>`;
      return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(svg);
    },
  );
};
