import { beforeAll, describe, expect, it } from 'vitest';
import {
  bankFeedOperatorApi as api,
  type BankFeedHealth,
  type BankFeedItem,
  type BankFeedItemsPage,
} from '@wallet/contract';
import { call, callAny } from '../../../../test/call.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import {
  MONEY_TEST_ENV,
  expectBooksBalanced,
  fundedPlayer,
  walletOf,
  type Player,
} from '../../../../test/money.ts';
import {
  SITE_KBANK_AUTO,
  bankDeposits,
  bankTransfer,
  redeliver,
  registeredAccount,
  setBankFeed,
} from '../../../../test/kits/bank-feed.ts';
import { makeOperator, type TestOperator } from '../../../../test/kits/operators.ts';

// Issue 23 (ADR 0117): a delivery that could be two or more known transfers waits in the queue
// with them, and an operator settles it: the same as one (nothing moves) or a new one (credited once).
const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });
let finance: TestOperator;
let support: TestOperator;
beforeAll(async () => {
  await setBankFeed(t, { push: true, notification: true, statement: true });
  finance = await makeOperator(t, 'finance');
  support = await makeOperator(t, 'support');
});

/**
 * Two pushes of one amount to the AUTO account from two senders nobody knows, then the KBANK SMS
 * of the first: the SMS names no sender, so it fits both. Answers the two transfers' item ids.
 */
async function ambiguousDelivery(amount: number, tag: string) {
  const references: string[] = [];
  for (const n of [1, 2]) {
    references.push(
      await bankTransfer(t, {
        fromBankCode: 'SCB',
        fromAccountNo: `99900${tag}${n}`.padEnd(10, '0').slice(0, 10),
        fromName: 'NOBODY KNOWN',
        toAccountNo: SITE_KBANK_AUTO,
        amount,
        via: 'push',
      }),
    );
  }
  const sms = await redeliver(t, references[0]!, 'notification');
  expect(sms.statusCode, sms.body).toBe(200);
  const transfers = await t.database.pool.query<{ id: string; reference: string }>(
    `SELECT id, reference FROM bank_transfers WHERE reference = ANY($1) ORDER BY id`,
    [references],
  );
  const item = (await items('PENDING')).find((i) => i.kind === 'AMBIGUOUS' && i.amount === amount)!;
  expect(item).toBeDefined();
  return { item, transferIds: transfers.rows.map((r) => `transfer-${r.id}`), references };
}

/**
 * Two KBANK SMS of one amount from senders the SMS does not name (two transfers), then the push of
 * a member's transfer of that amount from the registered account: the push fits both.
 */
async function ambiguousPush(amount: number, tag: string, member: Player) {
  const transferIds: string[] = [];
  for (const n of [1, 2]) {
    const reference = await bankTransfer(t, {
      fromBankCode: 'SCB',
      fromAccountNo: `99900${tag}${n}`.padEnd(10, '0').slice(0, 10),
      toAccountNo: SITE_KBANK_AUTO,
      amount,
      via: 'notification',
    });
    expect(reference).toBeTruthy();
  }
  const { rows } = await t.database.pool.query<{ id: string }>(
    `SELECT id FROM bank_transfers WHERE amount = $1 AND account_no = $2 ORDER BY id`,
    [Math.round(amount * 100), SITE_KBANK_AUTO],
  );
  transferIds.push(...rows.map((r) => `transfer-${r.id}`));
  expect(transferIds).toHaveLength(2);
  const account = await registeredAccount(t, member);
  await bankTransfer(t, {
    fromBankCode: account.bankCode,
    fromAccountNo: account.accountNo,
    toAccountNo: SITE_KBANK_AUTO,
    amount,
    via: 'push',
  });
  const item = (await items('PENDING')).find((i) => i.kind === 'AMBIGUOUS' && i.amount === amount)!;
  expect(item.seenBy).toEqual(['push']);
  return { item, transferIds };
}

async function items(status: 'PENDING' | 'SUCCESS', kind: BankFeedItem['kind'] = 'AMBIGUOUS') {
  const response = await call(t.app, api.bankFeedItems, {
    query: { kind, status, limit: 100 },
    headers: finance.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as BankFeedItemsPage).items;
}

function settle(itemId: string, body: object, operator = finance) {
  return callAny(t.app, api.settleBankFeedItem, { params: { itemId }, body, headers: operator.headers });
}

async function health() {
  return (await call(t.app, api.bankFeedHealth, { headers: finance.headers })).json() as BankFeedHealth;
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>(sql, params);
  return rows[0]!.n;
}

describe('ambiguous deliveries in the operator queue (ADR 0117)', () => {
  it('wait as their own kind with the transfers they could be, and are counted in the health', async () => {
    const before = await health();
    const { item, transferIds, references } = await ambiguousDelivery(333.33, '11');
    expect(item).toMatchObject({
      kind: 'AMBIGUOUS',
      status: 'PENDING',
      accountNo: SITE_KBANK_AUTO,
      seenBy: ['notification'],
      settled: null,
    });
    expect(item.transfers.map((tr) => [tr.id, tr.reference, tr.outcome, tr.seenBy])).toEqual([
      [transferIds[0], references[0], 'UNMATCHED', ['push']],
      [transferIds[1], references[1], 'UNMATCHED', ['push']],
    ]);
    const after = await health();
    expect(after.waiting.ambiguous).toBe(before.waiting.ambiguous + 1);
    // The notification source reported: the AMBIGUOUS SMS is its newest entry for the account.
    const sms = after.sources.find((s) => s.accountNo === SITE_KBANK_AUTO && s.source === 'notification')!;
    expect(sms.silent).toBe(false);
  });

  it('settled as the same as one transfer: nothing moves, a repeat is harmless, another choice refused, audited once', async () => {
    const { item, transferIds } = await ambiguousDelivery(444.44, '22');
    const movements = await count('SELECT count(*)::int AS n FROM movements');
    const pending = (await health()).waiting.ambiguous;

    // A transfer it could not be, and a duplicate naming none, are refused; nothing changed.
    const other = await t.database.pool.query<{ id: string }>('SELECT min(id) AS id FROM bank_transfers');
    expect(
      (
        await settle(item.id, { as: 'duplicate', transferId: `transfer-${other.rows[0]!.id}`, reason: 'x' })
      ).json(),
    ).toEqual({ message: 'NO_DATA' });
    expect((await settle(item.id, { as: 'duplicate', reason: 'no transfer named' })).json()).toEqual({
      message: 'KEY_MISSING',
    });
    expect((await settle(item.id, { as: 'new', reason: 'x' }, support)).json()).toEqual({
      message: 'FORBIDDEN_ROLE',
    });

    const body = { as: 'duplicate', transferId: transferIds[0], reason: 'same SMS as the first push' };
    const first = await settle(item.id, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      id: item.id,
      status: 'SUCCESS',
      settled: { as: 'duplicate', transferId: transferIds[0] },
      reason: body.reason,
      decidedBy: { id: finance.id },
      member: null,
    });
    expect((await settle(item.id, body)).json()).toMatchObject({ status: 'SUCCESS' });
    const refused = await settle(item.id, { as: 'new', reason: 'changed my mind' });
    expect([refused.statusCode, refused.json()]).toEqual([409, { message: 'ALREADY_DECIDED' }]);
    const otherOne = await settle(item.id, { ...body, transferId: transferIds[1] });
    expect(otherOne.json()).toEqual({ message: 'ALREADY_DECIDED' });

    expect(await count('SELECT count(*)::int AS n FROM movements')).toBe(movements);
    const { rows: joined } = await t.database.pool.query<{ seenBy: string[]; outcome: string }>(
      `SELECT seen_by AS "seenBy", outcome FROM bank_transfers WHERE 'transfer-' || id = ANY($1) ORDER BY id`,
      [transferIds],
    );
    // The first transfer is known to have been seen by the SMS; neither was matched or credited by it.
    expect(joined).toEqual([
      { seenBy: ['push', 'notification'], outcome: 'UNMATCHED' },
      { seenBy: ['push'], outcome: 'UNMATCHED' },
    ]);
    const { rows: audit } = await t.database.pool.query(
      `SELECT operator_id::int AS "operatorId", reason, after FROM operator_audit WHERE action = 'bank_feed.settle' AND target_id = $1`,
      [item.id],
    );
    expect(audit).toEqual([
      {
        operatorId: finance.id,
        reason: body.reason,
        after: { status: 'SUCCESS', as: 'duplicate', transferId: transferIds[0], outcome: 'UNMATCHED' },
      },
    ]);
    expect((await items('PENDING')).map((i) => i.id)).not.toContain(item.id);
    expect((await items('SUCCESS')).map((i) => i.id)).toContain(item.id);
    expect((await health()).waiting.ambiguous).toBe(pending - 1);
    // The first transfer can still be placed on a member: settling moved nothing of it.
    expect((await items('PENDING', 'UNMATCHED')).map((i) => i.id)).toEqual(
      expect.arrayContaining(transferIds),
    );
  });

  it('settled as a new transfer: matched as usual and credited exactly once, however many clicks race', async () => {
    for (let round = 0; round < 3; round += 1) {
      const amount = 555 + round + 0.55;
      const member = await fundedPlayer(t, 0);
      const { item, transferIds } = await ambiguousPush(amount, `3${round}`, member);
      // Nothing moved yet: the push could be either transfer the SMS reported.
      expect((await walletOf(t.app, member)).wallet).toBe(0);

      const body = { as: 'new', reason: 'the statement shows three transfers' };
      const answers = await Promise.all([
        settle(item.id, body),
        settle(item.id, body),
        settle(item.id, body),
        settle(item.id, { as: 'duplicate', transferId: transferIds[1], reason: 'racing colleague' }),
      ]);
      const won = answers.filter((a) => a.statusCode === 200).map((a) => a.json() as BankFeedItem);
      const lost = answers.filter((a) => a.statusCode !== 200).map((a) => a.json());
      expect(lost.every((l) => JSON.stringify(l) === JSON.stringify({ message: 'ALREADY_DECIDED' }))).toBe(
        true,
      );
      const settledAs = won[0]!.settled!;
      expect(won.every((w) => JSON.stringify(w.settled) === JSON.stringify(settledAs))).toBe(true);

      if (settledAs.as === 'new') {
        // The new transfer is matched as the feed matches: the push's sender is the member's account.
        expect(won).toHaveLength(3);
        expect(transferIds).not.toContain(settledAs.transferId);
        expect(won[0]!.member).toMatchObject({ id: member.memberId });
        expect((await walletOf(t.app, member)).wallet).toBe(amount);
        expect(await bankDeposits(t, member)).toEqual([
          { amount: Math.round(amount * 100), fromPlace: 'BANK:KBANK', status: 'SUCCESS', kind: 'deposit' },
        ]);
      } else {
        // The same as a transfer no member holds: nothing moves.
        expect(won).toHaveLength(1);
        expect((await walletOf(t.app, member)).wallet).toBe(0);
      }
      const wallet = (await walletOf(t.app, member)).wallet;
      // A later click, and the same push delivered again, change nothing.
      await settle(item.id, body);
      const { rows } = await t.database.pool.query<{ reference: string }>(
        `SELECT reference FROM bank_feed_entries WHERE id = $1`,
        [Number(item.id.slice('entry-'.length))],
      );
      expect((await redeliver(t, rows[0]!.reference, 'push')).statusCode).toBe(200);
      expect((await walletOf(t.app, member)).wallet).toBe(wallet);
      expect(
        await count(
          `SELECT count(*)::int AS n FROM operator_audit WHERE action = 'bank_feed.settle' AND target_id = $1`,
          [item.id],
        ),
      ).toBe(1);
    }
    await expectBooksBalanced(t);
  });

  it('a new transfer no member fits waits in the queue as UNMATCHED, to be matched like any', async () => {
    const { item, transferIds } = await ambiguousDelivery(666.66, '44');
    const answer = await settle(item.id, { as: 'new', reason: 'a third transfer' });
    expect(answer.statusCode, answer.body).toBe(200);
    const settled = (answer.json() as BankFeedItem).settled!;
    expect(settled.as).toBe('new');
    const unmatched = (await items('PENDING', 'UNMATCHED')).map((i) => i.id);
    expect(unmatched).toEqual(expect.arrayContaining([...transferIds, settled.transferId]));
  });

  it('refuses what is not an ambiguous delivery, and an unknown one', async () => {
    const { transferIds } = await ambiguousDelivery(777.77, '55');
    expect((await settle(transferIds[0]!, { as: 'new', reason: 'x' })).json()).toEqual({
      message: 'NO_DATA',
    });
    expect((await settle('entry-99999999', { as: 'new', reason: 'x' })).json()).toEqual({
      message: 'NO_DATA',
    });
    const joined = await t.database.pool.query<{ id: string }>(
      `SELECT id FROM bank_feed_entries WHERE status = 'JOINED' AND amount IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const before = await count('SELECT count(*)::int AS n FROM bank_transfers');
    expect((await settle(`entry-${joined.rows[0]!.id}`, { as: 'new', reason: 'x' })).json()).toEqual({
      message: 'NO_DATA',
    });
    expect(await count('SELECT count(*)::int AS n FROM bank_transfers')).toBe(before);
  });
});
