import { expect } from 'vitest';
import { gamesApi, homeApi, sandboxApi } from '@wallet/contract';
import { call } from '../../call.ts';
import { get } from '../../money.ts';
import { answerOf, moved, placeRefusal, predictTransfer } from '../../money-answers.ts';
import { TRANSFER_MIN, WALLET, type Command } from '../../money-model.ts';
import { nodeOf } from '../context.ts';
import { send } from '../requests.ts';
import type { Done, MemberStep, Outcome } from '../step.ts';

/** The wallet and the games: transfers (one amount or the whole wallet), play at a provider, a refresh. */
export type GameCommand = Extract<Command, { type: 'transfer' | 'transferAll' | 'play' | 'refresh' }>;
type TransferCommand = Extract<Command, { type: 'transfer' | 'transferAll' }>;

export async function actOnGames(step: MemberStep, command: GameCommand): Promise<Outcome> {
  const { ctx, actor, before, calm } = step;
  switch (command.type) {
    case 'transfer': {
      const expected = predictTransfer(actor, before, command, calm);
      const payload = { from: command.from, to: command.to, amount: command.satang / 100 };
      const sent = await send(ctx, actor, gamesApi.transfer, payload, command.key);
      return { sent, expected, expectDone: (done) => expectTransferDone(command, done) };
    }
    case 'transferAll': {
      const wallet = actor.model.wallet;
      const expected =
        placeRefusal(command.to) ??
        (wallet < TRANSFER_MIN
          ? { status: 400, message: 'TRANSFER_MINIMUM' }
          : calm
            ? { status: 200 }
            : { among: [200, 202, 404, 502] });
      const sent = await send(ctx, actor, gamesApi.transferAll, { to: command.to }, command.key);
      if (!sent.prior && sent.answer.status < 300) expect(sent.answer.json.amount).toBe(wallet / 100);
      return { sent, expected, expectDone: (done) => expectTransferDone(command, done) };
    }
    case 'play': {
      const remote = before.remote[command.provider] ?? 0;
      const expected =
        remote + command.satang < 0 ? { status: 409, message: 'MONEY_NOT_ENOUGH' } : { status: 200 };
      const answer = answerOf(
        await call(nodeOf(ctx), sandboxApi.play, {
          params: { provider: command.provider, username: actor.username },
          body: { amount: command.satang / 100 },
        }),
      );
      if (answer.status === 200) {
        expect(answer.json).toEqual({ balance: (remote + command.satang) / 100 });
        actor.model.remote[command.provider]! += command.satang;
        actor.model.unsynced[command.provider]! += command.satang;
        actor.model.plays[command.provider]! += command.satang;
      }
      return { answer, expected };
    }
    case 'refresh': {
      const answer = answerOf(await get(nodeOf(ctx), actor.player, homeApi.refresh));
      return {
        answer,
        expected: { status: 200 },
        expectDone: ({ books }) => {
          const wallet = answer.json.wallet as { amount: number };
          expect(wallet.amount).toBe(books.wallet / 100);
        },
      };
    }
  }
}

/** A 2xx transfer answers its last movement, and the money moved as the answer says. */
function expectTransferDone(command: TransferCommand, { answer, mine, books, start, change }: Done) {
  if (answer.status < 300) {
    const last = mine.at(-1);
    expect(last, 'a 2xx transfer has a movement').toBeDefined();
    expect(answer.json).toMatchObject({
      reference: last!.reference,
      status: answer.status === 200 ? 'SUCCESS' : 'PENDING',
      wallet: { amount: books.wallet / 100 },
    });
    expect(last!.status).toBe(answer.status === 200 ? 'SUCCESS' : 'PENDING');
    if (command.type === 'transfer') expect(answer.json.amount).toBe(command.satang / 100);
    if (answer.status === 200) expect(mine.every((row) => row.status === 'SUCCESS')).toBe(true);
  }
  const amount = command.type === 'transfer' ? command.satang : start.wallet;
  const from = command.type === 'transfer' ? command.from : WALLET;
  const { to } = command;
  if (answer.status === 200) {
    expect(change, 'a SUCCESS transfer').toEqual(moved({ [from]: -amount, [to]: amount }));
  } else if (answer.status === 202) {
    expect(change, 'a PENDING transfer').toEqual(moved({ [from]: -amount, held: amount }));
  } else if (answer.status === 502 && from !== WALLET && to !== WALLET) {
    // Game to game: refused on the way out (nothing moved) or on the way in (the money waits in the wallet).
    expect([moved({}), moved({ [from]: -amount, [WALLET]: amount })], 'a failed game to game').toContainEqual(
      change,
    );
  } else {
    expect(change, 'a refused transfer').toEqual(moved({}));
  }
}
