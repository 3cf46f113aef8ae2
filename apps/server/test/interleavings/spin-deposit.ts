import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { expect } from 'vitest';
import { spinApi } from '@wallet/contract';
import type { TestApp } from '../harness.ts';
import { createQr, depositMovements, payQr } from '../kits/qr.ts';
import { setRewardSettings } from '../kits/rewards.ts';
import { coinsOf } from '../kits/spin.ts';
import { fundedPlayer, post } from '../money.ts';
import { settingDefaults } from '../../src/modules/settings/index.ts';
import { answerOf, answered, expectAuditOk, expectSound, worldOf, type Answer } from './checks.ts';
import { Seams, orderingArb, propertyOptions, withOrdering } from './seams.ts';

/*
 * Two spins of a member with one coin while a QR deposit that earns the next coin is paid, and
 * perhaps delivered twice by the gateway: the starts, the payer's bank's answer and the
 * gateway's word on each delivery in any order. The deposit is credited once and earns its coin
 * once; a spin is refused NO_COIN only when the other one took the last coin; the coins left are
 * what the answers say.
 */

const PER_COIN_BAHT = settingDefaults.spin.depositBahtPerCoin;

const scenario = fc.record({
  redelivered: fc.boolean(),
  ordering: orderingArb,
});

type Scenario = typeof scenario extends fc.Arbitrary<infer S> ? S : never;

async function runOnce(t: TestApp, { redelivered, ordering }: Scenario): Promise<void> {
  // One deposit of the coin's figure: one coin, and the baht it brought.
  const player = await fundedPlayer(t, PER_COIN_BAHT);
  expect(await coinsOf(t, player.memberId)).toBe(1);
  const qr = await createQr(t, player, 'KBANK', PER_COIN_BAHT);
  const txnId = `TXN${randomUUID().replaceAll('-', '').toUpperCase()}`;

  const gateway = t.outside.sandboxGateways.KBANK;
  const seams = new Seams(ordering);
  const unwrap = [
    seams.wrap(gateway, 'pay', 'the payer’s bank pays'),
    seams.wrap(gateway, 'readWebhook', 'the gateway’s word on the delivery'),
  ];
  const spin = (name: string) => ({
    name,
    run: async () => answerOf(await post(t.app, player, spinApi.spin, {}, randomUUID())),
  });
  const delivery = (name: string) => ({
    name,
    run: async () => answerOf(await payQr(t, qr.qrcodeId, { txnId })),
  });
  let results;
  try {
    results = await seams.run([
      spin('spin 1'),
      spin('spin 2'),
      delivery('webhook'),
      ...(redelivered ? [delivery('webhook again')] : []),
    ]);
  } finally {
    for (const undo of unwrap) undo();
  }
  const answers = results.map(answered);
  await withOrdering(seams, async () => {
    const spins = answers.slice(0, 2);
    const deliveries = answers.slice(2);
    for (const answer of deliveries) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(spins.map((answer) => answer.status)).toContain(200);
    for (const answer of spins) if (answer.status !== 200) expect(answer).toEqual(noCoin);

    const credited = await depositMovements(t, player.memberId);
    expect(
      credited.map((row) => [row.status, row.amount]),
      'the QR credited once',
    ).toEqual([['SUCCESS', PER_COIN_BAHT * 100]]);
    const { rows: earned } = await t.database.pool.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM spin_coin_entries WHERE member_id = $1 AND reason = 'deposit'`,
      [player.memberId],
    );
    expect(earned[0]!.count, 'each deposit earns its coin once').toBe(2);
    const won = (answer: Answer) => {
      const prize = answer.body.prize as { type: string; amount?: number } | undefined;
      return prize?.type === 'coin' ? prize.amount! : 0;
    };
    const spent = spins.filter((answer) => answer.status === 200);
    expect(await coinsOf(t, player.memberId), 'coins left').toBe(
      2 - spent.length + spent.reduce((total, answer) => total + won(answer), 0),
    );
    for (const answer of spent) expect(answer.body.remainingCoin as number).toBeGreaterThanOrEqual(0);

    const world = await worldOf(t, player.memberId);
    expectSound(world);
    expect(world.books.wallet, 'the wallet').toBe(2 * PER_COIN_BAHT * 100);
    await expectAuditOk(t);
  });
}

const noCoin = { status: 409, body: { message: 'NO_COIN' } };

export async function spinWithDepositCredit(t: TestApp, runs: number): Promise<void> {
  await setRewardSettings(t, { spinActive: true, spin: settingDefaults.spin });
  await fc.assert(
    fc.asyncProperty(scenario, (drawn) => runOnce(t, drawn)),
    propertyOptions(runs),
  );
}
