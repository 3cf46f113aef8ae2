import { beforeAll, describe, expect, it } from 'vitest';
import { satangOf } from '@wallet/contract';
import { interbankCodeOf } from '../../adapters/slip-verifier/bank-codes.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer, kipPlayer, walletOf, type Player } from '../../../test/money.ts';
import { setRewardSettings } from '../../../test/kits/rewards.ts';
import { coinsOf } from '../../../test/kits/spin.ts';
import {
  SITE_KBANK_AUTO,
  bankTransfer,
  kipStatementTransfer,
  registeredAccount,
  setBankFeed,
} from '../../../test/kits/bank-feed.ts';
import { sandboxSlip, setSlipWindow, uploadSlip, usernameOf } from '../../../test/kits/slip.ts';
import { createQr, payQr } from '../../../test/kits/qr.ts';
import { openDepositReview, settleDepositReview } from '../wallet/index.ts';
import { settingDefaults } from '../settings/index.ts';
import { coinsForDeposit } from './coins.ts';

/**
 * Spin coins are earned in the deposit's own currency (ADR 0174): a baht member's 100 baht a coin
 * (spin.depositBahtPerCoin), a kip member's kipAmounts.depositKipPerCoin kip a coin, on every
 * channel that credits a deposit, through the ledger's one deposit hook.
 */
const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });
beforeAll(async () => {
  await setRewardSettings(t, { spinActive: true, spin: settingDefaults.spin });
  await setBankFeed(t, { push: true, notification: true, statement: true });
  await setSlipWindow(t, 'open');
});

/** Runs `work` with kipAmounts' coin figure at `kip`, then puts the setting back. */
async function withKipPerCoin(kip: number, work: () => Promise<void>): Promise<void> {
  const kipAmounts = await t.settings.get('kipAmounts');
  await t.settings.set({ kipAmounts: { ...kipAmounts, depositKipPerCoin: kip } });
  try {
    await work();
  } finally {
    await t.settings.set({ kipAmounts });
  }
}

/**
 * 100,000 from the member's registered account into a site account of the wallet's currency (ADR
 * 0175): baht to the KBANK AUTO account reported by push, kip to the BCEL account by a statement row.
 */
async function bankFeedDeposit(player: Player, currency: 'THB' | 'LAK'): Promise<void> {
  if (currency === 'LAK') {
    await kipStatementTransfer(t, player, satangOf(100_000));
  } else {
    const account = await registeredAccount(t, player);
    await bankTransfer(t, {
      fromBankCode: account.bankCode,
      fromAccountNo: account.accountNo,
      toAccountNo: SITE_KBANK_AUTO,
      amount: 100_000,
      via: 'push',
    });
  }
  expect((await walletOf(t.app, player)).wallet).toBe(100_000);
}

/** A slip of a 100,000 transfer to the site's (baht) AUTO account, uploaded by the member: its answer. */
async function slipDeposit(player: Player) {
  const { image } = await sandboxSlip(t, {
    amount: 100_000,
    sendingBank: interbankCodeOf('KBANK')!,
    receiverAccountNo: SITE_KBANK_AUTO,
    username: await usernameOf(t, player),
  });
  return (await uploadSlip(t, player, image)).body;
}

describe('coinsForDeposit', () => {
  const perCoin = { depositBahtPerCoin: 100, depositKipPerCoin: 65_000 };

  it('counts a deposit against the figure of its own currency, never the other', () => {
    expect(coinsForDeposit({ amount: satangOf(100_000), currency: 'THB' }, perCoin)).toBe(1_000);
    expect(coinsForDeposit({ amount: satangOf(100_000), currency: 'LAK' }, perCoin)).toBe(1);
    expect(coinsForDeposit({ amount: satangOf(64_999), currency: 'LAK' }, perCoin)).toBe(0);
    const kipPer20k = { ...perCoin, depositKipPerCoin: 20_000 };
    expect(coinsForDeposit({ amount: satangOf(100_000), currency: 'LAK' }, kipPer20k)).toBe(5);
    expect(coinsForDeposit({ amount: satangOf(100_000), currency: 'THB' }, kipPer20k)).toBe(1_000);
  });

  it('earns nothing on a figure the currency cannot count (not whole kip, zero)', () => {
    expect(
      coinsForDeposit({ amount: satangOf(100_000), currency: 'LAK' }, { ...perCoin, depositKipPerCoin: 0.5 }),
    ).toBe(0);
    expect(
      coinsForDeposit({ amount: satangOf(100_000), currency: 'LAK' }, { ...perCoin, depositKipPerCoin: 0 }),
    ).toBe(0);
  });
});

describe('coins earned per channel, in the member’s currency', () => {
  it('bank feed: 100,000 kip earns the kip figure’s coins, 100,000 baht earns 1,000 as before', async () => {
    const kip = await kipPlayer(t, 0);
    await bankFeedDeposit(kip, 'LAK');
    expect(await coinsOf(t, kip.memberId)).toBe(1); // the default 65,000 kip a coin, not 100 kip a coin (1,000)
    await withKipPerCoin(20_000, async () => {
      const another = await kipPlayer(t, 0);
      await bankFeedDeposit(another, 'LAK');
      expect(await coinsOf(t, another.memberId)).toBe(5);
      const baht = await fundedPlayer(t, 0);
      await bankFeedDeposit(baht, 'THB');
      expect(await coinsOf(t, baht.memberId)).toBe(1_000);
    });
  });

  it('slip: 100,000 baht earns 1,000; a kip member’s slip of a baht transfer is not credited and earns nothing', async () => {
    await withKipPerCoin(25_000, async () => {
      const baht = await fundedPlayer(t, 0);
      expect(await slipDeposit(baht)).toMatchObject({ status: 'SUCCESS', amount: 100_000 });
      expect(await coinsOf(t, baht.memberId)).toBe(1_000);
      // The slips the sandbox makes are of Thai (baht) accounts: never a kip credit (ADR 0175).
      const kip = await kipPlayer(t, 0);
      expect(await slipDeposit(kip)).toMatchObject({ status: 'PENDING' });
      expect(await coinsOf(t, kip.memberId)).toBe(0);
    });
  });

  it('QR payment: a baht member earns as before; a payment credited to a kip member earns the kip figure', async () => {
    await withKipPerCoin(10_000, async () => {
      const baht = await fundedPlayer(t, 0);
      const paid = await createQr(t, baht, 'KBANK', 100_000);
      expect((await payQr(t, paid.qrcodeId)).statusCode).toBe(200);
      expect((await walletOf(t.app, baht)).wallet).toBe(100_000);
      expect(await coinsOf(t, baht.memberId)).toBe(1_000);
      // A kip member's QR is the Lao QR, paid in kip (ADR 0180).
      const kip = await kipPlayer(t, 0);
      const qr = await createQr(t, kip, 'LAOQR', 100_000);
      expect((await payQr(t, qr.qrcodeId)).statusCode).toBe(200);
      expect((await walletOf(t.app, kip)).wallet).toBe(100_000);
      expect(await coinsOf(t, kip.memberId)).toBe(10);
    });
  });

  it('a deposit under review earns the kip figure’s coins when it is credited', async () => {
    await withKipPerCoin(50_000, async () => {
      const kip = await kipPlayer(t, 0);
      const deposit = { memberId: kip.memberId, amount: satangOf(100_000), channel: 'BANK:BCEL' };
      const reviewed = await openDepositReview(t.ledger, { ...deposit, opKey: `review:kip:${kip.memberId}` });
      expect(await coinsOf(t, kip.memberId)).toBe(0);
      await settleDepositReview(t.ledger, t.events, reviewed.id, 'credit');
      expect(await coinsOf(t, kip.memberId)).toBe(2);
    });
  });

  it('a kipAmounts stored before the coin figure existed earns by the default figure', async () => {
    const kipAmounts = await t.settings.get('kipAmounts');
    const { depositKipPerCoin: _dropped, ...older } = kipAmounts;
    // As a site seeded before ADR 0174 holds it: the stored value lacks the field.
    await t.database.pool.query(
      `INSERT INTO settings (key, value) VALUES ('kipAmounts', $1::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      [JSON.stringify(older)],
    );
    try {
      await t.settings.set({ withdraw: await t.settings.get('withdraw') }); // drops the node's cache
      expect((await t.settings.get('kipAmounts')).depositKipPerCoin).toBe(65_000);
      const kip = await kipPlayer(t, 0);
      await bankFeedDeposit(kip, 'LAK');
      expect(await coinsOf(t, kip.memberId)).toBe(1);
    } finally {
      await t.settings.set({ kipAmounts });
    }
  });
});
