import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { banks, gameProviders, members, sources } from './schema.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { Ledger } from '../modules/wallet/ledger.ts';
import { creditDeposit } from '../modules/wallet/credit-deposit.ts';
import { bankRows, sourceRows } from './seed/reference-data.ts';
import { gameProviderRows, providerLinks } from './seed/game-providers.ts';

/** Reference data is upserted at every start, so a new bank reaches running sites. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(banks)
    .values(bankRows.map((row, sort) => ({ ...row, sort })))
    .onConflictDoUpdate({
      target: banks.code,
      set: { nameTH: sql`excluded.name_th`, nameEN: sql`excluded.name_en`, sort: sql`excluded.sort` },
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
        logo: `/game-art/${row.code}/logo.svg`,
        background: `/game-art/${row.code}/background.svg`,
        webUrl: row.code === 'usun' ? null : `https://${row.code}.games.example/lobby`,
        androidUrl: providerLinks[row.code]?.android ?? null,
        iosUrl: providerLinks[row.code]?.ios ?? null,
      })),
    )
    .onConflictDoNothing();
}

/** The demo member's opening deposit, in satang (5,000 baht). */
export const demoOpeningBalance = 500_000;

export const demoMember = {
  username: '0812345678',
  password: 'demo1234',
  name: 'สมชาย ใจดี',
  bankCode: 'KBANK',
  bankAccountName: 'SOMCHAI JAIDEE',
  bankAccountNo: '1234567890',
};

/** A demo member, only on an empty database: a site with real members is never touched. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(members);
  if ((row?.count ?? 0) > 0) return false;
  const { password, ...rest } = demoMember;
  const [created] = await db
    .insert(members)
    .values({ ...rest, passwordHash: await hashPassword(password), sourceCode: 'FRIEND' })
    .onConflictDoNothing()
    .returning({ id: members.id });
  // Something to play with: an opening deposit, booked like any other.
  if (created) {
    await creditDeposit(new Ledger(db.$client), undefined, {
      memberId: created.id,
      amount: demoOpeningBalance,
      opKey: `demo-opening:${created.id}`,
      channel: 'DEMO',
    });
  }
  return true;
}
