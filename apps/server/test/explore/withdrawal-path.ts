import { randomUUID } from 'node:crypto';
import { pathOf, withdrawApi, type SandboxFaultRequest } from '@wallet/contract';
import type { CrashPointName } from '../../src/lib/crash-point.ts';
import { creditDeposit } from '../../src/modules/wallet/index.ts';
import { moneyMovements, readBooks, sandboxPayout } from '../money-books.ts';
import type { MoneyPathDriver, PathContext, Reply } from './money-path.ts';

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

/** A withdrawal the site approves itself (withdrawApproval auto), paid or returned by the rail. */
export const withdrawalPath: MoneyPathDriver = {
  path: 'withdrawal',
  draw(random, point) {
    const answer = random.pick(WAYS[point] ?? ANSWERS);
    const payoutDecision = random.pick(['complete', 'reject'] as const);
    const faults: SandboxFaultRequest[] =
      answer === 'answers' ? [] : [{ target: 'payout', op: 'submit', mode: answer, times: 1 }];
    return { label: `${payoutDecision}, ${answer}`, faults, payoutDecision, choice: payoutDecision };
  },

  async prepare({ ledger, member }) {
    await creditDeposit(ledger, undefined, {
      memberId: member.memberId,
      amount: DEPOSIT,
      opKey: `explore-deposit:${randomUUID()}`,
      channel: 'TEST',
    });
    return { path: pathOf(withdrawApi.withdraw), body: { amount: 400.25 } };
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

async function replayOf({ pool, member }: PathContext, replay: Reply): Promise<string[]> {
  const [movement] = await moneyMovements(pool, member.memberId);
  if (!movement) return [`no withdrawal after the replay (${replay.status})`];
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
