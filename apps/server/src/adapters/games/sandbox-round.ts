import { randomInt } from 'node:crypto';

/**
 * The odds of the sandbox game a member plays on the demo page (ADR 0023): one roll of 0..9,999
 * from a CSPRNG, a roll under WIN_ROLLS wins, and a win pays even money (the stake back and as
 * much again). 48.5 % × 2 returns 97 % of what is staked: a 3 % house edge, so playing drains a
 * balance on average instead of growing it.
 */
export const ROLLS = 10_000;
export const WIN_ROLLS = 4_850;

/** A roll in [0, ROLLS); the provider takes another only in tests of the odds. */
export type Roll = () => number;
export const cryptoRoll: Roll = () => randomInt(ROLLS);

export interface RoundDraw {
  roll: number;
  won: boolean;
  /** Signed satang the round moves: +stake on a win, -stake on a loss. */
  amount: number;
}

export function drawRound(stake: number, roll: Roll = cryptoRoll): RoundDraw {
  const value = roll();
  if (!Number.isInteger(value) || value < 0 || value >= ROLLS) throw new RangeError(`bad roll ${value}`);
  const won = value < WIN_ROLLS;
  return { roll: value, won, amount: won ? stake : -stake };
}
