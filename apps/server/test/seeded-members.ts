import { normaliseAccountName, normaliseBankAccountNo, type RegistrationRequest } from '@wallet/contract';
import { hashPassword } from '../src/modules/auth/index.ts';
import { members } from '../src/db/schema.ts';
import type { TestApp } from './harness.ts';
import { registrationFor, uniquePhone } from './members.ts';

/**
 * The stored hash of registrationFor's password, made once per worker: argon2id at today's
 * parameters costs tens of milliseconds of CPU, and the suites made hundreds of members that way
 * only to get on to what they test (issue 44, ADR 0189). The login still verifies it.
 */
let passwordHash: Promise<string> | undefined;

/**
 * A member row as registration writes it (same fields, normalised the same way), for suites that do
 * not test registration. Registration's own suites, and any suite that means to go through it, use
 * registerMember (test/members.ts).
 */
export async function seedMember(t: TestApp): Promise<RegistrationRequest & { memberId: number }> {
  const payload = registrationFor(uniquePhone());
  const bankAccountNo = normaliseBankAccountNo(payload.bankCode, payload.bankAccountNo);
  if (!bankAccountNo)
    throw new Error(`not an account number at ${payload.bankCode}: ${payload.bankAccountNo}`);
  const [row] = await t.database.db
    .insert(members)
    .values({
      username: payload.username,
      name: payload.name,
      passwordHash: await (passwordHash ??= hashPassword(payload.password)),
      bankCode: payload.bankCode,
      bankAccountName: normaliseAccountName(payload.bankAccountName),
      bankAccountNo,
      currency: payload.currency ?? null,
      sourceCode: payload.sourceCode || null,
    })
    .returning({ id: members.id });
  return { ...payload, memberId: row!.id };
}
