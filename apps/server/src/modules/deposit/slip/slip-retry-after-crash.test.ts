import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { armCrashPlan, type CrashPointName } from '../../../lib/crash-point.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer, walletOf } from '../../../../test/money.ts';
import { sandboxSlip, setSlipWindow, uploadSlip, usernameOf } from '../../../../test/kits/slip.ts';

const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });
beforeAll(() => setSlipWindow(t, 'open'));
afterEach(() => armCrashPlan(undefined));

/*
 * Found by the crash exploration (ADR 0187): an upload that died after its slip claimed the
 * transfer left the slip holding the claim, and the member's retry with the same key stored a
 * second slip, refused as SLIP_REFNO_DUPLICATED, while the first was credited by the recovery.
 * The key now names the slip: the retry finishes the one the dead request stored.
 */
describe('a slip upload retried after the request died', () => {
  for (const point of ['slip.afterClaim', 'slip.afterCredit'] as const satisfies CrashPointName[]) {
    it(`at ${point}: the retry with the same key finishes the same slip, credited once`, async () => {
      const player = await fundedPlayer(t, 0);
      const { image } = await sandboxSlip(t, { amount: 275.5, username: await usernameOf(t, player) });
      const key = `slip-retry-${point}-${player.memberId}`;
      armCrashPlan({ point, mode: 'throw' });
      expect((await uploadSlip(t, player, image, key)).statusCode).toBe(500);
      armCrashPlan(undefined);
      // The dead request's lease on the key ends (a member comes back after it).
      await t.database.pool.query(
        `UPDATE idempotency_keys SET locked_until = now() - interval '1 second' WHERE member_id = $1 AND key = $2`,
        [player.memberId, key],
      );
      const retried = await uploadSlip(t, player, image, key);
      expect(retried).toMatchObject({
        statusCode: 200,
        body: { status: 'SUCCESS', amount: 275.5, note: null },
      });
      const { rows } = await t.database.pool.query<{ reference: string; status: string }>(
        'SELECT reference, status FROM slips WHERE member_id = $1',
        [player.memberId],
      );
      expect(rows).toEqual([{ reference: retried.body.reference, status: 'SUCCESS' }]);
      expect((await walletOf(t.app, player)).wallet).toBe(275.5);
    });
  }

  it('a second upload of the same slip under another key is still a duplicate', async () => {
    const player = await fundedPlayer(t, 0);
    const { image } = await sandboxSlip(t, { amount: 80, username: await usernameOf(t, player) });
    expect((await uploadSlip(t, player, image, `first-upload-${player.memberId}`)).body.status).toBe(
      'SUCCESS',
    );
    const again = await uploadSlip(t, player, image, `second-upload-${player.memberId}`);
    expect(again.body).toMatchObject({ status: 'FAILED', note: 'SLIP_REFNO_DUPLICATED' });
    expect((await walletOf(t.app, player)).wallet).toBe(80);
  });
});
