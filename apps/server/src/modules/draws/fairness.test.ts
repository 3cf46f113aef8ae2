import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawOutcome, outcomeOfRoll, serverSeedHashOf, unbiasedRoll, type Weight } from '@wallet/contract';
import { settingDefaults } from '../settings/index.ts';

/** Every weight table the site draws from today, plus awkward ones that exercise the rejection. */
const tables: Record<string, Weight[]> = {
  inviteClaim: [
    { outcome: 'success', weight: settingDefaults.inviteClaim.success },
    { outcome: 'fail', weight: settingDefaults.inviteClaim.fail },
  ],
  refundAdd: [
    { outcome: 'success', weight: settingDefaults.refund.success },
    { outcome: 'fail', weight: settingDefaults.refund.fail },
  ],
  /** The spin wheel's seeded slices (ADR 0059): outcome = slice code, weight = the slice's weight. */
  spin: settingDefaults.spin.wheel.slices.map((slice) => ({ outcome: slice.code, weight: slice.weight })),
  uneven: [
    { outcome: 'a', weight: 1 },
    { outcome: 'b', weight: 2 },
    { outcome: 'c', weight: 3 },
    { outcome: 'd', weight: 7 },
  ],
};

/**
 * The documented mapping on node's synchronous HMAC: 100,000 WebCrypto calls take a minute on a
 * busy machine, so the χ² runs on this, and a test below holds drawOutcome equal to it.
 */
function documentedDraw(serverSeed: string, clientSeed: string, nonce: number, weights: Weight[]) {
  const total = weights.reduce((sum, entry) => sum + entry.weight, 0);
  for (let round = 0; ; round += 1) {
    const digest = createHmac('sha256', serverSeed)
      .update(`${clientSeed}:${nonce}${round === 0 ? '' : `:${round}`}`)
      .digest();
    const words = Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(i * 4));
    const roll = unbiasedRoll(words, total);
    if (roll !== undefined) return { roll, outcome: outcomeOfRoll(weights, roll) };
  }
}

/** χ² critical values at p = 0.001 by degrees of freedom: a fair table fails 1 run in 1,000. */
const CRITICAL = [0, 10.828, 13.816, 16.266, 18.467, 20.515, 22.458, 24.322, 26.124, 27.877, 29.588];
const DRAWS = 100_000;

describe('draw fairness', () => {
  it.each(Object.entries(tables))(
    '%s: 100,000 seeded draws fit the weights (χ², p = 0.001)',
    async (_name, weights) => {
      const counts = new Map(weights.map((entry) => [entry.outcome, 0]));
      const serverSeed = createHash('sha256').update(`fairness:${_name}`).digest('hex');
      for (let nonce = 0; nonce < DRAWS; nonce += 1) {
        const { outcome } = documentedDraw(serverSeed, 'chi-square', nonce, weights);
        counts.set(outcome, counts.get(outcome)! + 1);
      }
      const total = weights.reduce((sum, entry) => sum + entry.weight, 0);
      let chiSquare = 0;
      for (const entry of weights) {
        const expected = (DRAWS * entry.weight) / total;
        chiSquare += (counts.get(entry.outcome)! - expected) ** 2 / expected;
      }
      expect(chiSquare).toBeLessThan(CRITICAL[weights.length - 1]!);
    },
  );

  it.each(Object.entries(tables))(
    '%s: drawOutcome is the documented mapping, draw for draw',
    async (name, weights) => {
      const serverSeed = createHash('sha256').update(`same:${name}`).digest('hex');
      for (let nonce = 0; nonce < 500; nonce += 1) {
        expect(await drawOutcome({ serverSeed, clientSeed: 'same', nonce, weights })).toEqual(
          documentedDraw(serverSeed, 'same', nonce, weights),
        );
      }
    },
  );

  it('is HMAC-SHA256(serverSeed, clientSeed:nonce) read as big-endian words, as documented', async () => {
    const serverSeed = 'a'.repeat(64);
    const digest = createHmac('sha256', serverSeed).update('player-seed:7').digest();
    const first = digest.readUInt32BE(0);
    const weights = [
      { outcome: 'x', weight: 60 },
      { outcome: 'y', weight: 40 },
    ];
    const roll = first % 100; // 100 divides no power of two, but the first word is almost surely accepted
    expect(first).toBeLessThan(2 ** 32 - (2 ** 32 % 100));
    expect(await drawOutcome({ serverSeed, clientSeed: 'player-seed', nonce: 7, weights })).toEqual({
      roll,
      outcome: roll < 60 ? 'x' : 'y',
    });
    expect(await serverSeedHashOf(serverSeed)).toBe(createHash('sha256').update(serverSeed).digest('hex'));
  });

  it('refuses the words past the last whole copy of the range, so no roll is favoured', () => {
    // 2^32 mod 3 = 1: the word 2^32 - 1 would make roll 0 one count likelier than 1 and 2.
    expect(unbiasedRoll([2 ** 32 - 1, 5], 3)).toBe(2);
    expect(unbiasedRoll([2 ** 32 - 2], 3)).toBe((2 ** 32 - 2) % 3);
    expect(unbiasedRoll([2 ** 32 - 1], 3)).toBeUndefined();
    // A total that divides 2^32 refuses nothing.
    expect(unbiasedRoll([2 ** 32 - 1], 4)).toBe(3);
  });

  it('refuses weight tables that cannot be drawn fairly', async () => {
    const draw = (weights: Weight[]) => drawOutcome({ serverSeed: 's', clientSeed: 'c', nonce: 0, weights });
    await expect(draw([{ outcome: 'a', weight: 0 }])).rejects.toThrow();
    await expect(draw([{ outcome: 'a', weight: 1.5 }])).rejects.toThrow();
    await expect(
      draw([
        { outcome: 'a', weight: -1 },
        { outcome: 'b', weight: 2 },
      ]),
    ).rejects.toThrow();
  });
});
