import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxApi, withdrawApi, type WithdrawalItem, withdrawalQueueApi } from '@wallet/contract';
import { call } from '../../../test/call.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer, kipPlayer, post, type Player } from '../../../test/money.ts';
import { makeOperator, type TestOperator } from '../../../test/kits/operators.ts';
import { changeMoneySettings } from '../../../test/kits/setting-changes.ts';
import { settingDefaults } from '../settings/index.ts';

/**
 * The withdrawal's second-approver amount in the member's currency (ADR 0190): a kip member's
 * withdrawal is held to `kipAmounts.withdrawSecondApproverKip`, a baht member's to
 * `withdrawApproval.secondApproverAboveBaht`; neither figure is read against the other's amounts.
 */
const t = useTestApp({ ...MONEY_TEST_ENV, RECOVERY_AGE_MS: '0' }, { checkBooks: true });
let admin: TestOperator;
let secondAdmin: TestOperator;
let finance: TestOperator;
beforeAll(async () => {
  admin = await makeOperator(t, 'admin');
  secondAdmin = await makeOperator(t, 'admin');
  finance = await makeOperator(t, 'finance');
});
beforeEach(async () => {
  await call(t.app, sandboxApi.payout, { body: { decision: 'complete' } });
});

async function setApproval(mode: 'operator' | 'auto') {
  await changeMoneySettings(t, admin, secondAdmin, 'withdraw', {
    withdrawApproval: { mode, secondApproverAboveBaht: 1_000 },
    kipAmounts: { ...settingDefaults.kipAmounts, withdrawSecondApproverKip: 500_000 },
  });
}

let keys = 0;
async function withdraw(player: Player, amount: number) {
  const response = await post(t.app, player, withdrawApi.withdraw, { amount }, `wk-${Date.now()}-${keys++}`);
  expect(response.statusCode, response.body).toBe(200);
  const { reference, status } = response.json<{ reference: string; status: string }>();
  const { rows } = await t.database.pool.query<{ id: string }>(
    'SELECT id FROM movements WHERE reference = $1',
    [reference],
  );
  return { status, id: Number(rows[0]!.id) };
}

const approve = (id: number) =>
  call(t.app, withdrawalQueueApi.approveWithdrawal, {
    headers: finance.headers,
    params: { withdrawalId: id },
    body: {},
  });

describe("a withdrawal's second-approver amount in the member's currency", () => {
  it('operator: 100,000 kip (above the baht figure, within the kip one) is paid on one approval; 600,000 kip waits for a second', async () => {
    await setApproval('operator');
    const kip = await kipPlayer(t, 1_000_000);
    const within = await withdraw(kip, 100_000);
    expect((await approve(within.id)).json()).toMatchObject({ stage: 'PAID', firstApproval: null });
    const above = await withdraw(kip, 600_000);
    expect((await approve(above.id)).json<WithdrawalItem>()).toMatchObject({
      stage: 'AWAITING_APPROVAL',
      firstApproval: { operator: { id: finance.id } },
    });
  });

  it('auto: a kip withdrawal within the kip figure is sent at once; a baht one above the baht figure waits', async () => {
    await setApproval('auto');
    const kip = await kipPlayer(t, 200_000);
    expect((await withdraw(kip, 150_000)).status).toBe('SUCCESS');
    const baht = await fundedPlayer(t, 3_000);
    expect((await withdraw(baht, 1_500)).status).toBe('PENDING');
  });
});
