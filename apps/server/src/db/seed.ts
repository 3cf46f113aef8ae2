import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { banks, gameProviders, sources } from './schema.ts';
import { bankRows, sourceRows } from './seed/reference-data.ts';
import { gameProviderRows, providerLinks } from './seed/game-providers.ts';

/** Reference data is upserted at every start, so a new bank reaches running sites. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(banks)
    .values(bankRows.map((row, sort) => ({ ...row, sort })))
    .onConflictDoUpdate({
      target: banks.code,
      // thai_only is the operator's: a restart keeps their mark.
      set: {
        nameTH: sql`excluded.name_th`,
        nameEN: sql`excluded.name_en`,
        nameLA: sql`excluded.name_la`,
        sort: sql`excluded.sort`,
      },
    });
  await db
    .insert(sources)
    .values(sourceRows.map((row, sort) => ({ ...row, sort })))
    .onConflictDoNothing();
  // Providers are seeded once: an operator's later edits (links, factor, closing) are kept.
  await db
    .insert(gameProviders)
    .values(
      gameProviderRows.map(({ color: _color, ...row }, sort) => ({
        ...row,
        sort,
        logo: `/game-art/${row.code}/logo.webp`,
        background: `/game-art/${row.code}/background.webp`,
        webUrl: row.code === 'usun' ? null : `https://${row.code}.games.example/lobby`,
        androidUrl: providerLinks[row.code]?.android ?? null,
        iosUrl: providerLinks[row.code]?.ios ?? null,
      })),
    )
    .onConflictDoNothing();
}
