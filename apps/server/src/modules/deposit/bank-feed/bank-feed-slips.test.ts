import { beforeAll, describe, expect, it } from 'vitest';
import { interbankCodeOf } from '../../../adapters/slip-verifier/bank-codes.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import {
  MONEY_TEST_ENV,
  expectBooksBalanced,
  fundedPlayer,
  walletOf,
  type Player,
} from '../../../../test/money.ts';
import { sandboxSlip, setSlipWindow, uploadSlip, usernameOf } from '../../../../test/kits/slip.ts';
import {
  SITE_KBANK_AUTO,
  bankDeposits,
  bankTransfer,
  lookalikeAccount,
  redeliver,
  registeredAccount,
  setBankFeed,
} from '../../../../test/kits/bank-feed.ts';

const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });
beforeAll(async () => {
  await setBankFeed(t, { push: true, notification: true, statement: true });
  await setSlipWindow(t, 'open');
});

async function member(): Promise<Player & { username: string; accountNo: string }> {
  const p = await fundedPlayer(t, 0);
  return { ...p, username: await usernameOf(t, p), accountNo: (await registeredAccount(t, p)).accountNo };
}

/** The member's slip of a sandbox bank transfer (the same trans_ref: the same transfer). */
async function slipOf(m: { username: string }, reference: string, amount: number) {
  const { image } = await sandboxSlip(t, {
    amount,
    transRef: reference,
    sendingBank: interbankCodeOf('KBANK')!,
    receiverAccountNo: SITE_KBANK_AUTO,
    username: m.username,
  });
  return image;
}

describe('one bank transfer, a slip and the feed (ADR 0075)', () => {
  it('slip first, then the feed: credited once, by the slip', async () => {
    const m = await member();
    const { image, transRef } = await sandboxSlip(t, {
      amount: 130,
      username: m.username,
      receiverAccountNo: SITE_KBANK_AUTO,
    });
    expect((await uploadSlip(t, m, image)).body).toMatchObject({ status: 'SUCCESS', amount: 130 });
    for (const via of ['push', 'notification', 'statement'] as const) {
      expect((await redeliver(t, transRef, via)).statusCode).toBe(200);
    }
    expect((await walletOf(t.app, m)).wallet).toBe(130);
    expect((await bankDeposits(t, m)).map((d) => d.fromPlace)).toEqual(['SLIP:KBANK']);
    await expectBooksBalanced(t);
  });

  it('the feed first, then the slip: the slip shows SUCCESS on the feed credit, nothing more', async () => {
    const m = await member();
    const reference = await bankTransfer(t, {
      fromBankCode: 'KBANK',
      fromAccountNo: m.accountNo,
      toAccountNo: SITE_KBANK_AUTO,
      amount: 140,
      via: 'push',
    });
    expect((await walletOf(t.app, m)).wallet).toBe(140);
    const uploaded = await uploadSlip(t, m, await slipOf(m, reference, 140));
    expect(uploaded.body).toMatchObject({ status: 'SUCCESS', amount: 140 });
    expect((await walletOf(t.app, m)).wallet).toBe(140);
    expect((await bankDeposits(t, m)).map((d) => d.fromPlace)).toEqual(['BANK:KBANK']);
  });

  it('an SMS no one could match, then the slip: the slip credits; the SMS waits for an operator as maybe a second transfer (ADR 0133)', async () => {
    const m = await member();
    const reference = await bankTransfer(t, {
      fromBankCode: 'KBANK',
      fromAccountNo: m.accountNo,
      toAccountNo: SITE_KBANK_AUTO,
      amount: 150.25,
      via: 'notification',
    });
    expect((await walletOf(t.app, m)).wallet).toBe(0);
    expect((await uploadSlip(t, m, await slipOf(m, reference, 150.25))).body).toMatchObject({
      status: 'SUCCESS',
    });
    await redeliver(t, reference, 'push');
    await redeliver(t, reference, 'statement');
    expect((await walletOf(t.app, m)).wallet).toBe(150.25);
    const { rows } = await t.database.pool.query(
      `SELECT id::int, matched_by AS "matchedBy" FROM bank_transfers WHERE op_key LIKE 'slip:%' AND amount = 15025`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].matchedBy).toBe('slip');
    // The KBANK SMS named no sender: it may have been another transfer of 150.25, so an operator says which.
    const { rows: waiting } = await t.database.pool.query(
      `SELECT candidates FROM bank_feed_entries WHERE source = 'notification' AND amount = 15025 AND status = 'AMBIGUOUS'`,
    );
    expect(waiting).toEqual([{ candidates: [rows[0].id] }]);
    await expectBooksBalanced(t);
  });

  it('a slip of a transfer the feed credited to someone else waits for an operator', async () => {
    const owner = await member();
    const other = await member();
    other.accountNo = await lookalikeAccount(t, owner, other);
    const reference = await bankTransfer(t, {
      fromBankCode: 'KBANK',
      fromAccountNo: owner.accountNo,
      toAccountNo: SITE_KBANK_AUTO,
      amount: 160,
      via: 'push',
    });
    // The other member's slip names the same transfer (a shared or forged image): never a second credit.
    const { rows } = await t.database.pool.query(
      `UPDATE sandbox_bank_transfers SET sender_account_no = $2 WHERE trans_ref = $1 RETURNING 1`,
      [reference, other.accountNo],
    );
    expect(rows).toHaveLength(1);
    const uploaded = await uploadSlip(t, other, await slipOf(other, reference, 160));
    expect(uploaded.body).toMatchObject({ status: 'PENDING', note: 'SLIP_REFNO_DUPLICATED' });
    expect((await walletOf(t.app, other)).wallet).toBe(0);
    expect((await walletOf(t.app, owner)).wallet).toBe(160);
  });
});
