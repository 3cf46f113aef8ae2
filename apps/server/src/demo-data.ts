import { sql } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { members } from './db/schema.ts';
import { hashPassword } from './modules/auth/index.ts';
import { creditDeposit, Ledger } from './modules/wallet/index.ts';
import type { OperatorAccounts } from './modules/backoffice/index.ts';

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

/**
 * The demo back-office admin (sandbox only: a production start never makes one). Its TOTP
 * secret is fixed and printed, so a fresh machine can sign in at once and the browser specs can
 * make codes; every other operator gets a random secret.
 */
export const demoOperator = {
  username: 'admin',
  password: 'demo-admin-1234',
  name: 'Demo admin',
  totpSecret: 'DEMOADMINTOTPSECRETFORSANDBOX234',
};

/** The demo admin, only when there is no operator at all. */
export async function seedDemoOperator(operators: OperatorAccounts): Promise<boolean> {
  if ((await operators.count()) > 0) return false;
  await operators.create(
    { operatorId: null, ip: null },
    {
      username: demoOperator.username,
      name: demoOperator.name,
      role: 'admin',
      password: demoOperator.password,
      totp: true,
      totpSecret: demoOperator.totpSecret,
      reason: 'demo admin on an empty database',
    },
  );
  return true;
}
