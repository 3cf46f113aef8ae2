import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { banks, members, sources } from './schema.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { bankRows, sourceRows } from './seed/reference-data.ts';

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
}

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
  await db
    .insert(members)
    .values({ ...rest, passwordHash: await hashPassword(password), sourceCode: 'FRIEND' })
    .onConflictDoNothing();
  return true;
}
