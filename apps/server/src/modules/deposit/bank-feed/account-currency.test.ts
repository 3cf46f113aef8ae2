import { beforeAll, describe, expect, it } from 'vitest';
import {
  LAO_BANK_CODES,
  bankFeedApi,
  bankFeedOperatorApi as api,
  type AutoAmountReply,
  type BankFeedItemsPage,
} from '@wallet/contract';
import { call, callAny } from '../../../../test/call.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import {
  MONEY_TEST_ENV,
  expectBooksBalanced,
  fundedPlayer,
  kipPlayer,
  post,
  walletOf,
  type Player,
} from '../../../../test/money.ts';
import {
  SITE_KBANK_AUTO,
  bankTransfer,
  kipStatementTransfer,
  registeredAccount,
  setBankFeed,
} from '../../../../test/kits/bank-feed.ts';
import { makeOperator, type TestOperator } from '../../../../test/kits/operators.ts';
import { sandboxSlip, setSlipWindow, uploadSlip, usernameOf } from '../../../../test/kits/slip.ts';
import { bankRows } from '../../../db/seed/reference-data.ts';

/** ADR 0175: a transfer is credited automatically only to a wallet in its account's currency. */
const PUSH_KEY = 'bank-feed-push-key-for-the-currency-suite-0123';
const t = useTestApp({ ...MONEY_TEST_ENV, BANK_FEED_PUSH_SECRET: PUSH_KEY }, { checkBooks: true });
let finance: TestOperator;
beforeAll(async () => {
  await setBankFeed(t, { push: true, notification: true, statement: true });
  await setSlipWindow(t, 'open');
  finance = await makeOperator(t, 'finance');
});

async function transferRow(memberOrAmount: { amount: number }) {
  const { rows } = await t.database.pool.query<{
    outcome: string;
    memberId: number | null;
    candidates: number[] | null;
  }>(
    `SELECT outcome, member_id::int AS "memberId", candidates FROM bank_transfers WHERE amount = $1 ORDER BY id DESC LIMIT 1`,
    [memberOrAmount.amount],
  );
  return rows[0];
}

/** The REVIEW items of the operators' queue of the feed, by amount (baht or kip as the bank shows it). */
async function reviewQueue(amount: number) {
  const page = (
    await call(t.app, api.bankFeedItems, {
      query: { kind: 'REVIEW', status: 'PENDING', limit: 100 },
      headers: finance.headers,
    })
  ).json() as BankFeedItemsPage;
  return page.items.filter((item) => item.amount === amount);
}

function kipTransferFrom(player: Player, satang: number) {
  return kipStatementTransfer(t, player, satang);
}

describe('a transfer into an account of another currency than the wallet', () => {
  it("a baht transfer to KBANK from a kip member is not credited and waits in the operators' queue", async () => {
    const kip = await kipPlayer(t, 0);
    const account = await registeredAccount(t, kip);
    await bankTransfer(t, {
      fromBankCode: account.bankCode,
      fromAccountNo: account.accountNo,
      fromName: 'SOMSAK TESTER',
      toAccountNo: SITE_KBANK_AUTO,
      amount: 1_234.56,
      via: 'push',
    });
    expect((await walletOf(t.app, kip)).wallet).toBe(0);
    expect(await transferRow({ amount: 123_456 })).toMatchObject({
      outcome: 'REVIEW',
      memberId: null,
      candidates: [kip.memberId],
    });
    const queued = await reviewQueue(1_234.56);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.candidates.map((c) => c.id)).toEqual([kip.memberId]);
    await expectBooksBalanced(t);
  });

  it('a kip transfer to BCEL from a baht member is not credited (650 times its value) and waits', async () => {
    const baht = await fundedPlayer(t, 0);
    const sighted = await kipTransferFrom(baht, 65_000_00);
    expect(sighted).toMatchObject({ kind: 'transfer', transfer: { outcome: 'REVIEW', movementId: null } });
    expect((await walletOf(t.app, baht)).wallet).toBe(0);
    expect(await transferRow({ amount: 65_000_00 })).toMatchObject({
      outcome: 'REVIEW',
      candidates: [baht.memberId],
    });
    expect(await reviewQueue(65_000)).toHaveLength(1);
  });

  it("a kip member's unique amount never claims a baht transfer that shows no sender", async () => {
    const kip = await kipPlayer(t, 0);
    const asked = await post(t.app, kip, bankFeedApi.autoAmount, { amount: 777 });
    expect(asked.statusCode).toBe(200);
    const reply = asked.json() as AutoAmountReply;
    await bankTransfer(t, {
      fromBankCode: 'SCB',
      fromAccountNo: '9990001113',
      fromName: 'NOBODY KNOWN',
      toAccountNo: reply.bankAccountNo,
      amount: reply.amount,
      via: 'notification',
    });
    expect((await walletOf(t.app, kip)).wallet).toBe(0);
    const row = await transferRow({ amount: Math.round(reply.amount * 100) });
    expect(row?.outcome).not.toBe('CREDITED');
    expect(row?.memberId).toBeNull();
    const { rows } = await t.database.pool.query<{ status: string }>(
      'SELECT status FROM bank_amount_requests WHERE member_id = $1',
      [kip.memberId],
    );
    expect(rows.map((r) => r.status)).not.toContain('USED');
  });

  it("a kip member's slip of a baht transfer is not credited and waits for an operator", async () => {
    const kip = await kipPlayer(t, 0);
    const { image } = await sandboxSlip(t, { amount: 432, username: await usernameOf(t, kip) });
    const slip = await uploadSlip(t, kip, image);
    expect(slip.body).toMatchObject({ status: 'PENDING', note: 'UNKNOW_ERROR' });
    expect((await walletOf(t.app, kip)).wallet).toBe(0);
  });
});

describe("an operator's pick is held to the same rule", () => {
  it('a REVIEW kip transfer placed on its baht candidate is refused CURRENCY_MISMATCH and credits nothing; a kip member takes it', async () => {
    const baht = await fundedPlayer(t, 0);
    await kipTransferFrom(baht, 70_000_00);
    const [item] = await reviewQueue(70_000);
    expect(item).toBeDefined();
    const placeOn = (memberId: number) =>
      callAny(t.app, api.matchBankFeedItem, {
        params: { itemId: item!.id },
        body: { memberId, reason: 'the member called about this transfer' },
        headers: finance.headers,
      });
    const refused = await placeOn(baht.memberId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'CURRENCY_MISMATCH' });
    expect((await walletOf(t.app, baht)).wallet).toBe(0);
    expect(await reviewQueue(70_000)).toHaveLength(1);

    // A transfer only a statement file saw is the operator's own evidence: placed on a member of
    // its currency it is taken, an operator credit under the second-approver rule (ADR 0131).
    const kip = await kipPlayer(t, 0);
    const placed = await placeOn(kip.memberId);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ status: 'SUCCESS', member: { id: kip.memberId } });
    expect(await reviewQueue(70_000)).toHaveLength(0);
    await expectBooksBalanced(t);
  });
});

describe('a transfer into an account of the wallet currency is credited as before', () => {
  it('kip to BCEL from a kip member', async () => {
    const kip = await kipPlayer(t, 0);
    const sighted = await kipTransferFrom(kip, 50_000_00);
    expect(sighted).toMatchObject({
      kind: 'transfer',
      transfer: { outcome: 'CREDITED', memberId: kip.memberId },
    });
    expect((await walletOf(t.app, kip)).wallet).toBe(50_000);
    await expectBooksBalanced(t);
  });

  it('baht to KBANK from a baht member, and their slip', async () => {
    const baht = await fundedPlayer(t, 0);
    const account = await registeredAccount(t, baht);
    await bankTransfer(t, {
      fromBankCode: account.bankCode,
      fromAccountNo: account.accountNo,
      toAccountNo: SITE_KBANK_AUTO,
      amount: 321,
      via: 'push',
    });
    expect((await walletOf(t.app, baht)).wallet).toBe(321);
    const { image } = await sandboxSlip(t, { amount: 45, username: await usernameOf(t, baht) });
    expect((await uploadSlip(t, baht, image)).body).toMatchObject({ status: 'SUCCESS', amount: 45 });
    expect((await walletOf(t.app, baht)).wallet).toBe(366);
  });
});

describe("the contract's Lao banks", () => {
  it("are the bank lookup's country LA rows, so every Lao account is counted in kip", () => {
    const lao = bankRows.filter((bank) => bank.country === 'LA').map((bank) => bank.code);
    expect([...LAO_BANK_CODES].sort()).toEqual(lao.sort());
  });
});
