import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FaultPlan } from '../faults.ts';
import { SandboxGameBooks } from './sandbox-books.ts';
import { SandboxGameProvider } from './sandbox.ts';
import { ROLLS, WIN_ROLLS, cryptoRoll, drawRound } from './sandbox-round.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function providerWith(rolls: number[]) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-round-'));
  dirs.push(dir);
  const books = SandboxGameBooks.open(dir);
  const games = new SandboxGameProvider(books, new FaultPlan(), 'secret', () => rolls.shift() ?? 0);
  return { books, games };
}

describe('the demo game odds (ADR 0023)', () => {
  it('over every possible roll, returns 97 % of the stakes: a 3 % house edge', () => {
    let returned = 0;
    for (let roll = 0; roll < ROLLS; roll += 1) {
      const draw = drawRound(100, () => roll);
      expect(Math.abs(draw.amount)).toBe(100);
      returned += 100 + draw.amount;
    }
    expect(returned / (100 * ROLLS)).toBe(0.97);
    expect(WIN_ROLLS / ROLLS).toBe(0.485);
  });

  it('rolls from a CSPRNG within range, and refuses a roll out of range', () => {
    for (let i = 0; i < 1000; i += 1) {
      const roll = cryptoRoll();
      expect(Number.isInteger(roll) && roll >= 0 && roll < ROLLS).toBe(true);
    }
    expect(() => drawRound(1, () => ROLLS)).toThrow(RangeError);
    expect(() => drawRound(1, () => -1)).toThrow(RangeError);
  });

  it('a bet never exceeds the balance, and the books keep the stake and roll of each round', async () => {
    const { books, games } = providerWith([0, WIN_ROLLS]);
    await games.createAccount('pg', 'lw1', 'THB');
    books.move('pg', 'lw1', 'ref-1', 1000);
    await expect(games.bet('pg', 'lw1', 1001)).rejects.toMatchObject({ failure: 'insufficient' });
    await expect(games.bet('pg', 'lw1', 0)).rejects.toMatchObject({ failure: 'insufficient' });
    expect(await games.bet('pg', 'lw1', 1000)).toEqual({ balance: 2000, won: true });
    expect(await games.bet('pg', 'lw1', 500)).toEqual({ balance: 1500, won: false });
    await expect(games.bet('pg', 'nobody', 1)).rejects.toMatchObject({ failure: 'unknown_user' });
    books.close();
    const replayed = SandboxGameBooks.read(path.dirname(books.file));
    expect(replayed.account('pg', 'lw1')?.balance).toBe(1500);
  });
});
