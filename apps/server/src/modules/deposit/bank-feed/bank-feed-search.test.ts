import { beforeAll, describe, expect, it } from 'vitest';
import { bankFeedOperatorApi as api, depositNoticeApi, type BankFeedItemsPage } from '@wallet/contract';
import { call } from '../../../../test/call.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer, post, type Player } from '../../../../test/money.ts';
import { SITE_KBANK_AUTO, bankTransfer, setBankFeed } from '../../../../test/kits/bank-feed.ts';
import { makeOperator, type TestOperator } from '../../../../test/kits/operators.ts';

// Issue 27 (ADR 0111): the Auto deposits queue takes the lists' one search, as every other queue.
const t = useTestApp(MONEY_TEST_ENV);
let finance: TestOperator;
let a: Player;
let b: Player;
/** An UNMATCHED transfer the push carried with the bank's reference, and a REVIEW one a and b both fit. */
let unmatchedRef = '';
const UNMATCHED = 271.83;
const REVIEW = 314.15;
beforeAll(async () => {
  await setBankFeed(t, { push: true, notification: true, statement: true });
  finance = await makeOperator(t, 'finance');
  a = await fundedPlayer(t, 0);
  b = await fundedPlayer(t, 0);
  await t.database.pool.query('UPDATE members SET name = $2 WHERE id = $1', [a.memberId, 'Somchai Findable']);
  unmatchedRef = await bankTransfer(t, {
    fromBankCode: 'SCB',
    fromAccountNo: '9990004441',
    fromName: 'NOBODY KNOWN',
    toAccountNo: SITE_KBANK_AUTO,
    amount: UNMATCHED,
    via: 'push',
  });
  // Two open notices of one amount: the transfer is REVIEW with both members as candidates.
  for (const player of [a, b]) {
    const notice = await post(
      t.app,
      player,
      depositNoticeApi.add,
      { amount: REVIEW },
      `feed-search-${player.memberId}`,
    );
    expect(notice.statusCode, notice.body).toBe(201);
  }
  await bankTransfer(t, {
    fromBankCode: 'SCB',
    fromAccountNo: '9990004442',
    fromName: 'NOBODY KNOWN',
    toAccountNo: SITE_KBANK_AUTO,
    amount: REVIEW,
    via: 'push',
  });
});

async function listed(query: Record<string, string | number>) {
  const response = await call(t.app, api.bankFeedItems, {
    headers: finance.headers,
    query: { limit: 100, ...query } as never,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as BankFeedItemsPage).items;
}

const future = new Date(Date.now() + 86_400_000).toISOString();
const past = new Date(Date.now() - 3_600_000).toISOString();

describe('the Auto deposits queue searches (ADR 0111)', () => {
  it('by the bank reference, exactly', async () => {
    const found = await listed({ reference: unmatchedRef });
    expect(found.map((i) => [i.kind, i.amount, i.reference])).toEqual([
      ['UNMATCHED', UNMATCHED, unmatchedRef],
    ]);
    expect(await listed({ reference: unmatchedRef.slice(0, -1) })).toEqual([]);
  });

  it('by amount range, both ends included, bounds rounded inwards', async () => {
    const exact = await listed({ minAmount: UNMATCHED, maxAmount: UNMATCHED });
    expect(exact.map((i) => i.amount)).toEqual([UNMATCHED]);
    expect((await listed({ minAmount: UNMATCHED + 0.01 })).map((i) => i.amount)).not.toContain(UNMATCHED);
    expect((await listed({ maxAmount: UNMATCHED - 0.01 })).map((i) => i.amount)).not.toContain(UNMATCHED);
    const loose = await listed({ minAmount: UNMATCHED - 0.005, maxAmount: UNMATCHED + 0.005 });
    expect(loose.map((i) => i.amount)).toEqual([UNMATCHED]);
  });

  it("by a candidate member's phone or a part of the name", async () => {
    const byPhone = await listed({ q: b.username });
    expect(byPhone.map((i) => [i.kind, i.amount])).toEqual([['REVIEW', REVIEW]]);
    expect(byPhone[0]!.candidates.map((c) => c.id).sort()).toEqual([a.memberId, b.memberId].sort());
    const byName = await listed({ q: 'somchai FIND' });
    expect(byName.map((i) => i.amount)).toEqual([REVIEW]);
    expect(await listed({ q: 'no such member name' })).toEqual([]);
  });

  it('by date range, the end excluded', async () => {
    const amounts = (await listed({ from: past, to: future })).map((i) => i.amount);
    expect(amounts).toEqual(expect.arrayContaining([UNMATCHED, REVIEW]));
    expect(await listed({ from: future })).toEqual([]);
    expect(await listed({ to: past })).toEqual([]);
  });

  it('searches with the kind and status filters, and counts what it found', async () => {
    const response = await call(t.app, api.bankFeedItems, {
      headers: finance.headers,
      query: { kind: 'REVIEW', minAmount: UNMATCHED, maxAmount: REVIEW, limit: 20 },
    });
    const page = response.json() as BankFeedItemsPage;
    expect(page.items.map((i) => i.amount)).toEqual([REVIEW]);
    expect(page.total).toBe(1);
    expect(await listed({ status: 'SUCCESS', reference: unmatchedRef })).toEqual([]);
  });

  it.each([
    [{ minAmount: 'abc' }, 'minAmount'],
    [{ maxAmount: '-1' }, 'maxAmount'],
    [{ from: 'yesterday' }, 'from'],
    [{ to: '2026-13-45' }, 'to'],
    [{ q: '' }, 'q'],
    [{ q: 'x'.repeat(101) }, 'q'],
    [{ reference: 'r'.repeat(65) }, 'reference'],
  ])('refuses %j with the catalogue code, naming the field', async (query, field) => {
    const response = await call(t.app, api.bankFeedItems, {
      headers: finance.headers,
      query: query as never,
    });
    expect([response.statusCode, response.json()]).toEqual([400, { message: 'KEY_INVALID', field }]);
  });
});
