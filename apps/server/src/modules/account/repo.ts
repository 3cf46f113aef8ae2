import { eq } from 'drizzle-orm';
import type { ProfileReply } from '@wallet/contract';
import { inviteCodeOf } from '@wallet/contract';
import type { Db } from '../../db/client.ts';
import { banks, members } from '../../db/schema.ts';

export async function findProfile(db: Db, memberId: number): Promise<ProfileReply | undefined> {
  const [row] = await db
    .select({ member: members, bank: { nameTH: banks.nameTH, nameEN: banks.nameEN, nameLA: banks.nameLA } })
    .from(members)
    .innerJoin(banks, eq(banks.code, members.bankCode))
    .where(eq(members.id, memberId));
  if (!row) return undefined;
  const { member, bank } = row;
  return {
    _id: String(member.id),
    username: member.username,
    name: member.name,
    createdAt: member.createdAt.toISOString(),
    coin: member.coin,
    bankCode: member.bankCode,
    bankAccountName: member.bankAccountName,
    bankAccountNo: member.bankAccountNo,
    bank,
    currency: member.currency,
    inviteCode: inviteCodeOf(member.id),
  };
}

export async function findBank(db: Db, code: string) {
  const [bank] = await db.select().from(banks).where(eq(banks.code, code));
  return bank;
}

/** Unique violations that race past the checks come back as catalogue codes. */
export function uniqueViolation(error: unknown): 'EXISTING_USER' | 'EXISTING_BANK' | undefined {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const pgError = cause as { code?: string; constraint?: string };
  if (pgError?.code !== '23505') return undefined;
  if (pgError.constraint === 'members_username_key') return 'EXISTING_USER';
  if (pgError.constraint === 'members_bank_account_key') return 'EXISTING_BANK';
  return undefined;
}
