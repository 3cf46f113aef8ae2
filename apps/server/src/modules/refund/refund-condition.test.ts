import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer } from '../../../test/money.ts';
import { balancesOf, playAndLose } from '../../../test/kits/rewards.ts';
import { Clock } from '../../lib/clock.ts';
import { Draws } from '../draws/index.ts';
import { SettingsService } from '../settings/index.ts';
import { Refunds } from './service.ts';

const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });

describe('REFUND_CONDITION', () => {
  it('blocks receiving and adding to the wallet while the bonus module says a bonus is active', async () => {
    const bonusActive = new Set<number>();
    const clock = new Clock();
    const settings = new SettingsService(t.database.db);
    const refunds = new Refunds(
      t.database.pool,
      t.ledger,
      new Draws(t.database.pool),
      settings,
      t.events,
      { isActive: async (memberId) => bonusActive.has(memberId) },
      clock,
    );
    const player = await fundedPlayer(t, 1000);
    await playAndLose(t, player, 1000, 400);
    clock.shift(7 * 86_400_000);
    bonusActive.add(player.memberId);

    const before = await balancesOf(t, player.memberId);
    expect(await refunds.check(player.memberId, 'th')).toMatchObject({
      result: true,
      bonus: true,
      refundAmount: 20,
    });
    await expect(refunds.receive(player.memberId)).rejects.toMatchObject({ code: 'REFUND_CONDITION' });
    expect(await balancesOf(t, player.memberId)).toEqual(before);

    bonusActive.delete(player.memberId);
    await refunds.receive(player.memberId);
    bonusActive.add(player.memberId);
    await expect(refunds.addWallet(player.memberId, `test:${randomUUID()}`)).rejects.toMatchObject({
      code: 'REFUND_CONDITION',
    });
    expect(await balancesOf(t, player.memberId)).toEqual({ ...before, refund: 2000 });
  });
});
