import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fail } from '../../lib/app-error.ts';
import { serverFolder } from '../../lib/server-folder.ts';

/** Drawn by `npm run make-game-art -w @wallet/e2e`, one folder per seeded provider. */
const ART_FOLDER = path.join(serverFolder, 'assets/game-art');
const ART_FILES = ['logo.webp', 'background.webp'] as const;

/** Every provider's art, read once: 22 files of 1–4 kB. */
function readArt(): Map<string, Buffer> {
  const art = new Map<string, Buffer>();
  for (const folder of readdirSync(ART_FOLDER, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of ART_FILES)
      art.set(`${folder.name}/${file}`, readFileSync(path.join(ART_FOLDER, folder.name, file)));
  }
  return art;
}

/**
 * Card art for the seeded providers (the catalogue's default logo and background), WebP rather
 * than the SVG it is drawn from: a page decodes a WebP off its main thread, while each SVG image
 * was a document of its own laid out on it, 140 ms of home's load at a phone's speed (ADR 0222).
 * An operator can point a provider at any other image URL instead.
 */
export const gameArtRoutes: FastifyPluginAsyncZod = async (app) => {
  const art = readArt();
  app.get(
    '/game-art/:code/:file',
    {
      schema: {
        hide: true,
        params: z.object({ code: z.string().max(40), file: z.enum(ART_FILES) }),
      },
    },
    async (request, reply) => {
      const image = art.get(`${request.params.code}/${request.params.file}`) ?? fail('NO_DATA');
      return reply.header('cache-control', 'public, max-age=86400').type('image/webp').send(image);
    },
  );
};
