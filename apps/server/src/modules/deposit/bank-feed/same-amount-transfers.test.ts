import { beforeAll, describe, expect, it } from 'vitest';
import {
  bankFeedApi,
  bankFeedOperatorApi as api,
  type AutoAmountReply,
  type BankFeedItemsPage,
} from '@wallet/contract';
import { SandboxBank } from '../../../adapters/bank-feed/sandbox-bank.ts';
import { interbankCodeOf } from '../../../adapters/slip-verifier/bank-codes.ts';
import { callAny, call } from '../../../../test/call.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import {
  MONEY_TEST_ENV,
  expectBooksBalanced,
  fundedPlayer,
  post,
  walletOf,
  type Player,
} from '../../../../test/money.ts';
import { sandboxSlip, setSlipWindow, uploadSlip, usernameOf } from '../../../../test/kits/slip.ts';
import {
  SITE_KBANK_AUTO,
  bankTransfer,
  redeliver,
  registeredAccount,
  setBankFeed,
} from '../../../../test/kits/bank-feed.ts';
import { makeOperator, type TestOperator } from '../../../../test/kits/operators.ts';
import { ASKS_PER_MINUTE } from './auto-amounts.ts';

const PUSH_KEY = 'bank-feed-push-key-for-the-same-amount-suite-01';
const t = useTestApp({ ...MONEY_TEST_ENV, BANK_FEED_PUSH_SECRET: PUSH_KEY }, { checkBooks: true });
let finance: TestOperator;
let bank: SandboxBank;
beforeAll(async () => {
  await setBankFeed(t, { push: true, notification: true, statement: true });
  await setSlipWindow(t, 'open');
  finance = await makeOperator(t, 'finance');
  bank = new SandboxBank(t.database.pool, PUSH_KEY, { id: 'unused', key: 'unused' });
});

type Member = Player & { username: string; accountNo: string };
async function member(): Promise<Member> {
  const p = await fundedPlayer(t, 0);
  return { ...p, username: await usernameOf(t, p), accountNo: (await registeredAccount(t, p)).accountNo };
}

/** A transfer at the sandbox bank, `secondsAgo` before now, that no source has reported yet. */
async function transferAt(m: Member | { accountNo: string }, amount: number, secondsAgo = 0) {
  const booked = await bank.transfer({
    fromBank: 'KBANK',
    fromAccount: m.accountNo,
    fromName: 'SOMSAK TESTER',
    toBank: 'KBANK',
    toAccount: SITE_KBANK_AUTO,
    amount,
  });
  await t.database.pool.query(
    `UPDATE sandbox_bank_transfers SET transferred_at = transferred_at - make_interval(secs => $2) WHERE trans_ref = $1`,
    [booked.reference, secondsAgo],
  );
  return booked.reference;
}

/** Where the operators would see a delivery of this amount: an AMBIGUOUS entry or a transfer not credited. */
async function waitingFor(amount: number): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM bank_feed_entries WHERE amount = $1 AND status = 'AMBIGUOUS')::int
          + (SELECT count(*) FROM bank_transfers WHERE amount = $1 AND outcome <> 'CREDITED')::int AS n`,
    [amount],
  );
  return rows[0]!.n;
}

/** What became of a source's delivery of this amount. */
async function statusOf(source: string, amount: number): Promise<string | undefined> {
  const { rows } = await t.database.pool.query<{ status: string }>(
    `SELECT status FROM bank_feed_entries WHERE source = $1 AND amount = $2 ORDER BY id DESC LIMIT 1`,
    [source, amount],
  );
  return rows[0]?.status;
}

async function slipOf(m: Member, reference: string, amount: number) {
  const { image } = await sandboxSlip(t, {
    amount: amount / 100,
    transRef: reference,
    sendingBank: interbankCodeOf('KBANK')!,
    receiverAccountNo: SITE_KBANK_AUTO,
    username: m.username,
  });
  return image;
}

describe('a second transfer of the same amount is never lost (issue 45)', () => {
  it('one seen by push, the next by a KBANK SMS only: the second waits for an operator, and its slip credits it once', async () => {
    const m = await member();
    const amount = 259_700;
    const first = await transferAt(m, amount, 45);
    expect((await redeliver(t, first, 'push')).statusCode).toBe(200);
    const second = await transferAt(m, amount);
    expect((await redeliver(t, second, 'notification')).statusCode).toBe(200);
    expect((await walletOf(t.app, m)).wallet).toBe(2_597);
    // Not merged into the first: the SMS shows no sender, so it may be a second transfer.
    expect(await waitingFor(amount)).toBe(1);

    const slip = await uploadSlip(t, m, await slipOf(m, second, amount));
    expect(slip.body).toMatchObject({ status: 'SUCCESS', amount: 2_597 });
    expect((await walletOf(t.app, m)).wallet).toBe(5_194);
    const again = await uploadSlip(t, m, await slipOf(m, second, amount));
    expect(again.body).toMatchObject({ note: 'SLIP_REFNO_DUPLICATED' });
    expect((await walletOf(t.app, m)).wallet).toBe(5_194);
    await expectBooksBalanced(t);
  });

  it("a member's SMS of their unique amount never joins another member's push of the same amount", async () => {
    const payer = await member();
    const asker = await member();
    const reply = (
      await post(t.app, asker, bankFeedApi.autoAmount, { amount: 818 })
    ).json() as AutoAmountReply;
    const amount = Math.round(reply.amount * 100);
    const byPayer = await transferAt(payer, amount);
    expect((await redeliver(t, byPayer, 'push')).statusCode).toBe(200);
    const byAsker = await transferAt({ accountNo: '9990001112' }, amount);
    expect((await redeliver(t, byAsker, 'notification')).statusCode).toBe(200);
    expect(await statusOf('notification', amount)).toBe('AMBIGUOUS');
    expect((await walletOf(t.app, payer)).wallet).toBe(reply.amount);
    // The asker's transfer is in the operators' queue, not silently taken for the payer's.
    expect(await waitingFor(amount)).toBe(1);
    await expectBooksBalanced(t);
  });
});

describe('unique amounts cannot be hoarded (issue 45)', () => {
  it('a member asking again and again is refused in words, and another member is still matched', async () => {
    const hoarder = await member();
    const answers = [];
    for (let i = 0; i < 8; i += 1)
      answers.push(await post(t.app, hoarder, bankFeedApi.autoAmount, { amount: 640 }));
    expect(answers.slice(0, ASKS_PER_MINUTE).every((a) => a.statusCode === 200)).toBe(true);
    for (const refused of answers.slice(ASKS_PER_MINUTE)) {
      expect([refused.statusCode, refused.json()]).toEqual([429, { message: 'REQUEST_LIMIT_1MIN' }]);
    }
    const payer = await member();
    const reply = (
      await post(t.app, payer, bankFeedApi.autoAmount, { amount: 640 })
    ).json() as AutoAmountReply;
    const reference = await transferAt({ accountNo: '9990002223' }, Math.round(reply.amount * 100));
    expect((await redeliver(t, reference, 'notification')).statusCode).toBe(200);
    expect((await walletOf(t.app, payer)).wallet).toBe(reply.amount);
  });

  it('a replaced request stops matching at once, and its amount is not handed out while it could still match', async () => {
    const m = await member();
    const earlier = (await post(t.app, m, bankFeedApi.autoAmount, { amount: 730 })).json() as AutoAmountReply;
    await post(t.app, m, bankFeedApi.autoAmount, { amount: 730 });
    const stale = Math.round(earlier.amount * 100);
    // Every other slot of 730 is held by someone: the replaced amount is the only one not open.
    const others = await fundedPlayer(t, 0);
    await t.database.pool.query(
      `INSERT INTO bank_amount_requests (member_id, bank_code, account_no, amount, expires_at, status)
       SELECT $1, 'KBANK', $2, 73000 + s, now() + interval '5 minutes', 'EXPIRED'
       FROM generate_series(1, 99) s WHERE 73000 + s <> $3
         AND NOT EXISTS (SELECT 1 FROM bank_amount_requests r WHERE r.amount = 73000 + s AND r.status = 'OPEN')`,
      [others.memberId, SITE_KBANK_AUTO, stale],
    );
    const late = await post(t.app, await member(), bankFeedApi.autoAmount, { amount: 730 });
    expect([late.statusCode, late.json()]).toEqual([429, { message: 'REQUEST_LIMIT' }]);
    // A transfer of the replaced amount after the member asked again (two minutes ago, past the
    // SMS's minute) is no longer theirs to match.
    await t.database.pool.query(
      `UPDATE bank_amount_requests SET created_at = created_at - interval '2 minutes', ended_at = ended_at - interval '2 minutes'
       WHERE member_id = $1`,
      [m.memberId],
    );
    const reference = await transferAt({ accountNo: '9990003334' }, stale);
    expect((await redeliver(t, reference, 'notification')).statusCode).toBe(200);
    const { rows } = await t.database.pool.query(`SELECT outcome FROM bank_transfers WHERE amount = $1`, [
      stale,
    ]);
    expect(rows).toEqual([{ outcome: 'UNMATCHED' }]);
    expect((await walletOf(t.app, m)).wallet).toBe(0);
  });
});

describe('two operators deciding one feed item at once (issue 45)', () => {
  it('identical matches in parallel: one credit, and every answer is 200 or ALREADY_DECIDED, never 500', async () => {
    const player = await fundedPlayer(t, 0);
    const items = async () =>
      (
        (
          await call(t.app, api.bankFeedItems, {
            query: { kind: 'UNMATCHED', status: 'PENDING', limit: 100 },
            headers: finance.headers,
          })
        ).json() as BankFeedItemsPage
      ).items;
    let total = 0;
    for (let round = 0; round < 20; round += 1) {
      const amount = 91_000 + round;
      await bankTransfer(t, {
        fromBankCode: 'SCB',
        fromAccountNo: `99900055${String(round).padStart(2, '0')}`,
        toAccountNo: SITE_KBANK_AUTO,
        amount: amount / 100,
        via: 'notification',
      });
      const item = (await items()).find((i) => i.amount === amount / 100)!;
      const body = { memberId: player.memberId, reason: 'member called with the slip' };
      const answers = await Promise.all(
        [0, 1].map(() =>
          callAny(t.app, api.matchBankFeedItem, {
            params: { itemId: item.id },
            body,
            headers: finance.headers,
          }),
        ),
      );
      for (const answer of answers) {
        if (answer.statusCode !== 200) expect(answer.json()).toEqual({ message: 'ALREADY_DECIDED' });
      }
      expect(answers.some((a) => a.statusCode === 200)).toBe(true);
      total += amount;
      expect(Math.round((await walletOf(t.app, player)).wallet * 100)).toBe(total);
    }
    await expectBooksBalanced(t);
  });
});
