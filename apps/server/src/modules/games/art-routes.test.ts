import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { homeApi } from '@wallet/contract';
import { useTestApp } from '../../../test/fixture.ts';
import { expectCode } from '../../../test/expect-code.ts';
import { MONEY_TEST_ENV, fundedPlayer, get } from '../../../test/money.ts';
import { gameProviderRows } from '../../db/seed/game-providers.ts';

const t = useTestApp(MONEY_TEST_ENV);

/** A WebP's canvas size from its first chunk (VP8X, lossy VP8 or lossless VP8L). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
  expect(bytes.toString('latin1', 8, 12)).toBe('WEBP');
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8 ')
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  throw new Error(`not a WebP chunk: ${chunk}`);
}

describe('GET /game-art/{code}/{file} (ADR 0222)', () => {
  it.each([
    ['logo.webp', { width: 160, height: 64 }],
    ['background.webp', { width: 300, height: 211 }],
  ])('%s is a WebP of the card’s size for every seeded provider, cached a day', async (file, size) => {
    for (const { code } of gameProviderRows) {
      const response = await t.app.inject({ method: 'GET', url: `/game-art/${code}/${file}` });
      expect(response.statusCode, `${code}/${file}`).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(webpSize(response.rawPayload), `${code}/${file}`).toEqual(size);
    }
  });

  it('each provider has art of its own', async () => {
    const logos = new Set<string>();
    for (const { code } of gameProviderRows) {
      const response = await t.app.inject({ method: 'GET', url: `/game-art/${code}/logo.webp` });
      logos.add(response.rawPayload.toString('base64'));
    }
    expect(logos.size).toBe(gameProviderRows.length);
  });

  it("a member's wallet lists art the server has", async () => {
    const player = await fundedPlayer(t, 0);
    const wallet = (await get(t.app, player, homeApi.wallet)).json() as {
      slots: { code: string; logo: string; background: string }[];
    };
    expect(wallet.slots.length).toBe(gameProviderRows.length);
    for (const slot of wallet.slots) {
      for (const url of [slot.logo, slot.background]) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      }
    }
  });

  it('an unknown code is 404, a file other than the two 400 (the old SVG among them)', async () => {
    expectCode(await t.app.inject({ method: 'GET', url: '/game-art/nope/logo.webp' }), 404, 'NO_DATA');
    expectCode(await t.app.inject({ method: 'GET', url: '/game-art/pg/logo.svg' }), 400, 'KEY_INVALID');
    expectCode(
      await t.app.inject({ method: 'GET', url: '/game-art/pg/..%2F..%2Fpackage.json' }),
      400,
      'KEY_INVALID',
    );
  });

  it('rows on the seed’s old SVG addresses move to the WebP ones; an operator’s own stay (migration 0048)', async () => {
    const { pool } = t.database;
    await pool.query(
      `UPDATE game_providers SET logo = '/game-art/pg/logo.svg', background = '/game-art/pg/background.svg'
       WHERE code = 'pg'`,
    );
    await pool.query(
      `UPDATE game_providers SET logo = 'https://cdn.example/joker/logo.svg', background = '/game-art/x/background.svg?v=2'
       WHERE code = 'joker2'`,
    );
    await pool.query(
      readFileSync(path.join(import.meta.dirname, '../../../drizzle/0048_game_art_webp.sql'), 'utf8'),
    );
    const { rows } = await pool.query<{ code: string; logo: string; background: string }>(
      `SELECT code, logo, background FROM game_providers WHERE code IN ('pg', 'joker2') ORDER BY code`,
    );
    expect(rows).toEqual([
      {
        code: 'joker2',
        logo: 'https://cdn.example/joker/logo.svg',
        background: '/game-art/x/background.svg?v=2',
      },
      { code: 'pg', logo: '/game-art/pg/logo.webp', background: '/game-art/pg/background.webp' },
    ]);
  });
});
