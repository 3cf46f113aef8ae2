import { randomUUID } from 'node:crypto';
import { gamesApi, pathOf, sandboxApi, type SandboxFaultRequest } from '@wallet/contract';
import { SandboxGameBooks } from '../../src/adapters/games/sandbox-books.ts';
import type { CrashPointName } from '../../src/lib/crash-point.ts';
import { creditDeposit } from '../../src/modules/wallet/index.ts';
import { moneyMovements, readBooks, sandboxTransfer, sum } from '../money-books.ts';
import { http } from '../server-process.ts';
import type { MoneyPathDriver, PathContext, Reply } from './money-path.ts';

const DEPOSIT = 100_000;
const WINNINGS = 40_000;
const PROVIDER = 'pg';
/** What the provider does with the transfer: answers, refuses, applies and loses the reply, times out. */
const ANSWERS = ['answers', 'fail', 'lost-reply', 'timeout'] as const;
/**
 * The answers whose way passes a point (transfers.ts): an answer reaches the provider-answer
 * step, an unknown one the status read; every way holds and settles.
 */
const WAYS: Partial<Record<CrashPointName, readonly (typeof ANSWERS)[number][]>> = {
  'transfer.afterProviderAnswer': ['answers', 'fail'],
  'transfer.afterStatusRead': ['lost-reply', 'timeout'],
};
/** The answers that tell a member the transfer did not happen (transfers.ts `refusal`). */
const REFUSALS = new Set(['TRANSFER_FAIL', 'MONEY_NOT_ENOUGH', 'NOT_UFABET', 'NOT_AREASLOT']);

/**
 * A transfer between the wallet and a game (ADR 0013's folded key): into the game from the
 * deposit, or out of it from winnings played at the sandbox provider.
 */
export const transferPath: MoneyPathDriver = {
  path: 'transfer',
  draw(random, point) {
    const direction = random.pick(['in', 'out'] as const);
    const answer = random.pick(WAYS[point] ?? ANSWERS);
    const faults: SandboxFaultRequest[] =
      answer === 'answers'
        ? []
        : [{ target: 'games', op: direction === 'in' ? 'deposit' : 'withdraw', mode: answer, times: 1 }];
    return { label: `${direction}, ${answer}`, faults, choice: direction };
  },

  async prepare({ server, ledger, member, pool }, draw) {
    await creditDeposit(ledger, undefined, {
      memberId: member.memberId,
      amount: DEPOSIT,
      opKey: `explore-deposit:${randomUUID()}`,
      channel: 'TEST',
    });
    const activated = await http.get(
      server.url,
      pathOf(gamesApi.activate, { slotCode: PROVIDER }),
      member.token,
    );
    if (activated.status !== 200) throw new Error(`activate: ${activated.status} ${activated.text}`);
    if (draw.choice === 'in')
      return { path: pathOf(gamesApi.transfer), body: { from: 'WALLET', to: PROVIDER, amount: 250.5 } };
    const { rows } = await pool.query<{ username: string }>(
      'SELECT username FROM game_accounts WHERE member_id = $1 AND provider = $2',
      [member.memberId, PROVIDER],
    );
    const played = await http.post(
      server.url,
      pathOf(sandboxApi.play, { provider: PROVIDER, username: rows[0]!.username }),
      { amount: WINNINGS / 100 },
    );
    if (played.status !== 200) throw new Error(`play: ${played.status} ${played.text}`);
    return { path: pathOf(gamesApi.transfer), body: { from: PROVIDER, to: 'WALLET', amount: 150.25 } };
  },

  async judge(context, replay) {
    return [...(await booksOf(context)), ...(await replayOf(context, replay))];
  },
};

async function booksOf({ pool, member, gamesDir }: PathContext): Promise<string[]> {
  const remote = SandboxGameBooks.read(gamesDir);
  const books = await readBooks(pool, member.memberId, remote);
  const problems: string[] = [];
  const held = books.wallet + books.transferHold + books.withdrawalHold + sum(Object.values(books.games));
  const came = DEPOSIT + sum(Object.values(books.booked));
  if (held !== came) problems.push(`books: the member holds ${held} satang of ${came} that came in`);
  if (books.transferHold !== 0)
    problems.push(`books: ${books.transferHold} satang left in the transfer hold`);
  if ((books.games[PROVIDER] ?? 0) !== (books.remote[PROVIDER] ?? 0))
    problems.push(
      `books: game ${books.games[PROVIDER] ?? 0} here, ${books.remote[PROVIDER] ?? 0} at the provider`,
    );
  for (const movement of await moneyMovements(pool, member.memberId)) {
    if (movement.status === 'PENDING') problems.push(`movement ${movement.reference} still PENDING`);
    const applied = sandboxTransfer(remote, PROVIDER, movement.reference) !== undefined;
    if (applied !== (movement.status === 'SUCCESS'))
      problems.push(`movement ${movement.reference} ${movement.status}, applied at the provider: ${applied}`);
  }
  return problems;
}

async function replayOf({ pool, member }: PathContext, replay: Reply): Promise<string[]> {
  const [movement] = await moneyMovements(pool, member.memberId);
  if (!movement) return [`no movement after the replay (${replay.status})`];
  if (movement.status === 'SUCCESS' && replay.status === 200 && replay.body.status === 'SUCCESS') {
    return replay.body.reference === movement.reference
      ? []
      : [`replay names ${String(replay.body.reference)}`];
  }
  // A failed transfer answers the refusal the catalogue gives it (TRANSFER_FAIL is 502: the money is back).
  if (movement.status === 'FAILED' && replay.status >= 400 && REFUSALS.has(String(replay.body.message)))
    return [];
  return [
    `replay answered ${replay.status} ${JSON.stringify(replay.body)} for a ${movement.status} transfer`,
  ];
}
