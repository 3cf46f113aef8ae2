import { depositAccountCurrency, memberCurrency } from '@wallet/contract';
import type { Queryable } from '../../db/queryable.ts';

/**
 * The deposit channels' one money rule about currency (ADR 0175): a transfer into one of our
 * accounts is credited without a person only to a member whose wallet is in that account's
 * currency. A bank shows a figure, not a currency, and the wallet credits the figure in its own
 * currency: a baht transfer credited to a kip wallet (or kip to a baht one, 650 times the value)
 * would be a guess, so it waits for an operator instead, like a transfer no one can be matched to.
 */
export async function creditsInAccountCurrency(
  db: Queryable,
  bankCode: string,
  memberId: number,
): Promise<boolean> {
  return (await membersOfAccountCurrency(db, bankCode, [memberId])).has(memberId);
}

/** The members of `memberIds` whose wallet is in the currency of an account of `bankCode`. */
export async function membersOfAccountCurrency(
  db: Queryable,
  bankCode: string,
  memberIds: readonly number[],
): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const { rows } = await db.query<{ id: number; currency: string | null }>(
    'SELECT id::int, currency FROM members WHERE id = ANY($1::bigint[])',
    [memberIds],
  );
  const currency = depositAccountCurrency(bankCode);
  return new Set(rows.filter((r) => memberCurrency(r.currency) === currency).map((r) => r.id));
}
