import { randomUUID } from 'node:crypto';
import {
  pathOf,
  sandboxApi,
  withdrawalQueueApi,
  withdrawApi,
  type SandboxFaultRequest,
} from '@wallet/contract';
import type { CrashPointName } from '../../src/lib/crash-point.ts';
import { creditDeposit } from '../../src/modules/wallet/index.ts';
import { moneyMovements, readBooks, sandboxPayout } from '../money-books.ts';
import { http } from '../server-process.ts';
import type { MemberRequest, MoneyPathDriver, PathContext, Reply } from './money-path.ts';
import { financeOperator } from './operators.ts';

const DEPOSIT = 100_000;
/** What the rail does with the submit: answers, refuses, applies and loses the reply, times out. */
const ANSWERS = ['answers', 'fail', 'lost-reply', 'timeout'] as const;
/**
 * The answers whose way passes a point (service.ts): an answer reaches the payout-answer step;
 * an unknown one leaves the withdrawal PENDING for the recovery's status read.
 */
const WAYS: Partial<Record<CrashPointName, readonly (typeof ANSWERS)[number][]>> = {
  'withdrawal.afterPayoutAnswer': ['answers', 'fail'],
  'withdrawal.afterStatusRead': ['lost-reply', 'timeout'],
};

/**
 * Who approves (withdrawApproval, ADR 0106) on the way through a point: the hold commits with an
 * automatic approval only; an operator's approval is its own step. Elsewhere either.
 */
const APPROVALS: Partial<Record<CrashPointName, readonly ('auto' | 'operator')[]>> = {
  'withdrawal.afterHold': ['auto'],
  'withdrawal.afterOperatorApproval': ['operator'],
};

/**
 * A withdrawal paid or returned by the rail, approved by the site itself (withdrawApproval auto:
 * the member's request is the one interrupted and replayed) or by a finance operator
 * (withdrawApproval operator: the member's request waits, the operator's approval is the one
 * interrupted and replayed).
 */
export const withdrawalPath: MoneyPathDriver = {
  path: 'withdrawal',
  draw(random, point) {
    const approval = random.pick(APPROVALS[point] ?? (['auto', 'operator'] as const));
    const answer = random.pick(WAYS[point] ?? ANSWERS);
    const payoutDecision = random.pick(['complete', 'reject'] as const);
    const faults: SandboxFaultRequest[] =
      answer === 'answers' ? [] : [{ target: 'payout', op: 'submit', mode: answer, times: 1 }];
    return { label: `${approval}, ${payoutDecision}, ${answer}`, faults, payoutDecision, choice: approval };
  },

  async prepare({ server, ledger, pool, member }, draw) {
    await creditDeposit(ledger, undefined, {
      memberId: member.memberId,
      amount: DEPOSIT,
      opKey: `explore-deposit:${randomUUID()}`,
      channel: 'TEST',
    });
    const withdraw: MemberRequest = { path: pathOf(withdrawApi.withdraw), body: { amount: 400.25 } };
    if (draw.choice === 'auto') return withdraw;
    const settings = await http.put(server.url, pathOf(sandboxApi.settings), {
      withdrawApproval: { mode: 'operator', secondApproverAboveBaht: 10_000_000 },
    });
    if (settings.status !== 200) throw new Error(`settings: ${settings.status} ${settings.text}`);
    const waiting = await http.post(server.url, withdraw.path, withdraw.body, member.token, {
      'idempotency-key': `explore-withdraw-${randomUUID()}`,
    });
    const { reference, status } = waiting.json() as { reference: string; status: string };
    if (waiting.status !== 200 || status !== 'PENDING') throw new Error(`withdraw: ${waiting.text}`);
    const operator = await financeOperator(server.url, 'Payout Operator');
    const { rows } = await pool.query<{ id: number }>('SELECT id::int FROM movements WHERE reference = $1', [
      reference,
    ]);
    return {
      path: pathOf(withdrawalQueueApi.approveWithdrawal, { withdrawalId: rows[0]!.id }),
      body: { reason: 'checked the account' },
      headers: operator.headers,
    };
  },

  async judge(context, replay) {
    return [...(await booksOf(context)), ...(await replayOf(context, replay))];
  },
};

async function booksOf({ pool, member }: PathContext): Promise<string[]> {
  const books = await readBooks(pool, member.memberId, { account: () => undefined });
  const problems: string[] = [];
  let paid = 0;
  for (const movement of await moneyMovements(pool, member.memberId)) {
    if (movement.status === 'PENDING') problems.push(`withdrawal ${movement.reference} still PENDING`);
    if (movement.status === 'SUCCESS') paid += movement.amount;
    const rail = await sandboxPayout(pool, movement.reference);
    if ((rail?.status === 'completed') !== (movement.status === 'SUCCESS'))
      problems.push(
        `withdrawal ${movement.reference} ${movement.status}, at the rail: ${rail?.status ?? 'nothing'}`,
      );
  }
  const held = books.wallet + books.withdrawalHold + paid;
  if (held !== DEPOSIT) problems.push(`books: wallet, hold and paid out make ${held} satang of ${DEPOSIT}`);
  if (books.withdrawalHold !== 0)
    problems.push(`books: ${books.withdrawalHold} satang left in the withdrawal hold`);
  return problems;
}

/** The operator's queue shows a withdrawal by its stage: PAID once paid, FAILED once the rail returned it. */
const STAGES = { SUCCESS: 'PAID', FAILED: 'FAILED' } as const;

async function replayOf({ pool, member }: PathContext, replay: Reply): Promise<string[]> {
  const [movement] = await moneyMovements(pool, member.memberId);
  if (!movement) return [`no withdrawal after the replay (${replay.status})`];
  // The operator's approval, replayed, answers the queue's item.
  if ('stage' in replay.body) {
    const settled = movement.status !== 'PENDING' && replay.body.stage === STAGES[movement.status];
    return replay.status === 200 && settled && replay.body.reference === movement.reference
      ? []
      : [
          `the approval replayed answered ${replay.status} ${JSON.stringify(replay.body)} for a ${movement.status} withdrawal`,
        ];
  }
  if (
    replay.status === 200 &&
    replay.body.status === movement.status &&
    replay.body.reference === movement.reference
  )
    return [];
  return [
    `replay answered ${replay.status} ${JSON.stringify(replay.body)} for a ${movement.status} withdrawal`,
  ];
}
