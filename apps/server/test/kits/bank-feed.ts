import { sandboxApi, type BankFeedReply } from '@wallet/contract';
import { call } from '../call.ts';
import type { TestApp } from '../harness.ts';
import type { Player } from '../money.ts';
import { BankTransfers } from '../../src/modules/deposit/bank-feed/bank-transfers.ts';

/** The seeded AUTO and SMS KBANK accounts and the SCB one (settings `deposit`). */
export const SITE_KBANK_AUTO = '0481234567';
export const SITE_KBANK_SMS = '0487654321';
export const SITE_SCB = '4051234567';

/** Turns the bank feed's sources on (or off), through the app's settings (its cache drops at once). */
export async function setBankFeed(
  t: TestApp,
  on: Partial<Record<'push' | 'notification' | 'statement', boolean>>,
) {
  await t.settings.set({ bankFeed: { ...(await t.settings.get('bankFeed')), ...on } });
}

export async function registeredAccount(t: TestApp, player: Player) {
  const { rows } = await t.database.pool.query<{ bankCode: string; accountNo: string; name: string }>(
    `SELECT bank_code AS "bankCode", bank_account_no AS "accountNo", bank_account_name AS name FROM members WHERE id = $1`,
    [player.memberId],
  );
  return rows[0]!;
}

/**
 * Gives `other` an account a slip shows as `owner`'s (a slip masks all but the last digits), and
 * returns it: a slip of the owner's transfer by `other` is, by the evidence, that very transfer
 * (ADR 0133). Left to the test members' numbering (shared across a worker's files, ADR 0189),
 * some runs had a visible digit apart, which is a different transfer.
 */
export async function lookalikeAccount(t: TestApp, owner: Player, other: Player): Promise<string> {
  const accountNo = `9${(await registeredAccount(t, owner)).accountNo.slice(1)}`;
  await t.database.pool.query('UPDATE members SET bank_account_no = $2 WHERE id = $1', [
    other.memberId,
    accountNo,
  ]);
  return accountNo;
}

/**
 * An account of the same length that shows none of `accountNo`'s digits where it has them (each
 * digit moved by five), so no masked form of one (a slip's or statement's middle four, an SMS's
 * last six) fits the other: a sender that is not the member by construction. A fixed number would
 * be one only while the test members' numbering (ADR 0189) stays clear of its shown digits.
 */
export function unlikeAccount(accountNo: string): string {
  return accountNo.replace(/\d/g, (digit) => String((Number(digit) + 5) % 10));
}

/** The seeded kip account at BCEL (settings `deposit`). */
export const SITE_BCEL = '0101000123456789';

/**
 * A kip transfer from the member's registered account into the site's BCEL account, as a Lao
 * bank's statement row reports it (the sandbox bank is Thai and refuses Lao accounts).
 */
export async function kipStatementTransfer(t: TestApp, player: Player, satang: number) {
  const account = await registeredAccount(t, player);
  return new BankTransfers(t.database.pool, t.ledger, t.events).sight({
    source: 'statement',
    bankCode: 'BCEL',
    accountNo: SITE_BCEL,
    amount: satang,
    bankTime: new Date(),
    reference: `BCEL-${satang}-${player.memberId}`,
    sender: { bankCode: account.bankCode, account: account.accountNo, name: null },
  });
}

/** A transfer at the sandbox bank; its reference. */
export async function bankTransfer(
  t: TestApp,
  body: {
    fromBankCode: string;
    fromAccountNo: string;
    fromName?: string;
    toAccountNo: string;
    amount: number;
    via?: 'push' | 'notification' | 'statement';
  },
): Promise<string> {
  const response = await call(t.app, sandboxApi.bankTransfer, { body });
  if (response.statusCode !== 200) throw new Error(`sandbox transfer: ${response.body}`);
  return (response.json() as { reference: string }).reference;
}

export async function redeliver(t: TestApp, reference: string, via: 'push' | 'notification' | 'statement') {
  return call(t.app, sandboxApi.bankRedeliver, { body: { reference, via } });
}

/** The bank-deposit movements of a member (the statement's deposit lines from the feed or its slips). */
export async function bankDeposits(t: TestApp, player: Player) {
  const { rows } = await t.database.pool.query<{
    amount: number;
    fromPlace: string;
    status: string;
    kind: string;
  }>(
    `SELECT amount::float8 AS amount, from_place AS "fromPlace", status, kind FROM movements
     WHERE member_id = $1 AND kind IN ('deposit', 'deposit_notice') AND from_place <> 'TEST' ORDER BY id`,
    [player.memberId],
  );
  return rows;
}

export type { BankFeedReply };
