import { randomInt } from 'node:crypto';
import { bankFeedOperatorApi, pathOf, sandboxApi } from '@wallet/contract';
import type { CrashPointName } from '../../src/lib/crash-point.ts';
import { http } from '../server-process.ts';
import type { MoneyPathDriver, PathContext, Reply } from './money-path.ts';
import { depositBooks } from './deposit-books.ts';
import { financeOperator } from './operators.ts';

/** The seeded KBANK AUTO account (settings `deposit`). */
const SITE_KBANK_AUTO = '0481234567';
/** An operator's own credits above this wait for a second operator (settings `secondApprover`). */
const LIMIT_BAHT = 1000;
/** Within the limit the operator's match applies at once; above it a second operator approves. */
const AMOUNTS = { within: 300.5, above: 2500.75 } as const;
type Size = keyof typeof AMOUNTS;
/** The amount whose way passes a point: only a credit above the limit is approved by a second operator. */
const WAYS: Record<string, readonly Size[]> = {
  'operatorCredit.afterMatch': ['within'],
  'operatorCredit.afterApproval': ['above'],
};

/**
 * A transfer only a statement file showed (ADR 0131), from an account no member registered: the
 * feed leaves it unmatched, the member tells support it is theirs, and a finance operator matches
 * it to them, an operator credit under the second-approver rule (ADR 0054). Within the limit it
 * applies at once (the match is the request replayed); above it a second operator approves it
 * (the approval is the request replayed).
 */
export const operatorCreditPath: MoneyPathDriver = {
  path: 'operatorCredit',
  settings: {
    withdrawApproval: { mode: 'auto', secondApproverAboveBaht: 10_000_000 },
    secondApprover: { memberCreditsBaht: LIMIT_BAHT, operatorCreditsBaht: LIMIT_BAHT },
  },

  draw(random, point: CrashPointName) {
    const size = random.pick(WAYS[point] ?? (['within', 'above'] as const));
    return { label: `${size} the limit, statement only`, faults: [], choice: size };
  },

  async prepare({ server, pool, member }, draw) {
    const size = draw.choice as Size;
    const sent = await http.post(server.url, pathOf(sandboxApi.bankTransfer), {
      fromBankCode: 'BBL',
      fromAccountNo: `9${randomInt(100_000_000, 999_999_999)}`,
      fromName: 'WALK IN PAYER',
      toAccountNo: SITE_KBANK_AUTO,
      amount: AMOUNTS[size],
      via: 'statement',
    });
    if (sent.status !== 200) throw new Error(`bank transfer: ${sent.status} ${sent.text}`);
    const { reference } = sent.json() as { reference: string };
    const { rows } = await pool.query<{ id: number }>(
      `SELECT id::int FROM bank_transfers WHERE reference = $1 AND outcome = 'UNMATCHED'`,
      [reference],
    );
    if (!rows[0]) throw new Error(`the statement row ${reference} was not left unmatched`);
    const itemId = `transfer-${rows[0].id}`;
    const first = await financeOperator(server.url, 'First Operator');
    const match = {
      path: pathOf(bankFeedOperatorApi.matchBankFeedItem, { itemId }),
      body: { memberId: member.memberId, reason: 'the member showed the transfer' },
      headers: first.headers,
    };
    if (size === 'within') return match;
    const matched = await http.post(server.url, match.path, match.body, undefined, first.headers);
    if (matched.status !== 200) throw new Error(`match: ${matched.status} ${matched.text}`);
    const { operatorCredit } = matched.json() as { operatorCredit: { id: number; status: string } | null };
    if (operatorCredit?.status !== 'WAITING') throw new Error(`the credit does not wait: ${matched.text}`);
    const second = await financeOperator(server.url, 'Second Approver');
    return {
      path: pathOf(bankFeedOperatorApi.approveHeldCredit, { creditId: operatorCredit.id }),
      body: { reason: 'checked against the statement' },
      headers: second.headers,
    };
  },

  async judge(context, replay) {
    const amount = Math.round(AMOUNTS[await sizeOf(context)] * 100);
    return [
      ...(await depositBooks(context.pool, context.member.memberId, amount)),
      ...(await creditOf(context, replay)),
    ];
  },
};

async function sizeOf({ pool, member }: PathContext): Promise<Size> {
  const { rows } = await pool.query<{ amount: number }>(
    `SELECT amount FROM operator_credits WHERE member_id = $1`,
    [member.memberId],
  );
  return rows[0]?.amount === Math.round(AMOUNTS.above * 100) ? 'above' : 'within';
}

async function creditOf({ pool, member }: PathContext, replay: Reply): Promise<string[]> {
  const { rows } = await pool.query<{
    id: number;
    status: string;
    second: number | null;
    movementId: number | null;
  }>(
    `SELECT c.id::int, c.status, c.second_operator_id::int AS second, t.movement_id::int AS "movementId"
     FROM operator_credits c JOIN bank_transfers t ON t.id = substring(c.source_id from 'transfer-(\\d+)$')::bigint
     WHERE c.member_id = $1`,
    [member.memberId],
  );
  const [credit] = rows;
  if (rows.length !== 1 || !credit) return [`${rows.length} operator credits for the member`];
  const problems: string[] = [];
  if (credit.status !== 'APPLIED' || credit.movementId === null)
    problems.push(
      `operator credit ${credit.id} ${credit.status}, its transfer's movement ${credit.movementId}`,
    );
  // The match answers the item it credited; the approval answers the batch with the row APPLIED.
  const item = replay.body as { status?: string; operatorCredit?: { id: number; status: string } | null };
  const answered =
    (item.status === 'SUCCESS' && item.operatorCredit?.status === 'APPLIED') ||
    (replay.body.credits as { id: number; status: string }[] | undefined)?.some(
      (row) => row.id === credit.id && row.status === 'APPLIED',
    );
  if (replay.status !== 200 || !answered)
    problems.push(`replay answered ${replay.status} ${JSON.stringify(replay.body)} for an APPLIED credit`);
  return problems;
}
