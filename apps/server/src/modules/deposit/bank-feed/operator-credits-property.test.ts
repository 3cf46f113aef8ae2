import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bankFeedApi,
  bankFeedOperatorApi as api,
  sandboxApi,
  type AutoAmountReply,
  type BankFeedItemsPage,
  type CreatedBankFeedDevice,
  adjustmentApi,
} from '@wallet/contract';
import { call, callAny } from '../../../../test/call.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import {
  MONEY_TEST_ENV,
  expectBooksBalanced,
  fundedPlayer,
  post,
  walletOf,
  type Player,
} from '../../../../test/money.ts';
import { SITE_KBANK_AUTO, setBankFeed } from '../../../../test/kits/bank-feed.ts';
import { makeOperator, operatorKey, type TestOperator } from '../../../../test/kits/operators.ts';
import { kbankCsv, uploadStatement } from '../../../../test/kits/statement-file.ts';

// Issue 37 (ADR 0131): whatever one person does alone (statement files, amounts typed from
// messages, adjustments, in any order and mix), what they credit without an outside system's
// proof stays within the second-approver limits: per member and per operator in a rolling day.
const MEMBER_BAHT = 10_000;
const OPERATOR_BAHT = 25_000;
const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });
let admin: TestOperator;
let device: CreatedBankFeedDevice;
let line = 0;

beforeAll(async () => {
  await call(t.app, sandboxApi.settings, {
    body: { secondApprover: { memberCreditsBaht: MEMBER_BAHT, operatorCreditsBaht: OPERATOR_BAHT } },
  });
  await setBankFeed(t, { push: true, notification: true, statement: true });
  admin = await makeOperator(t, 'admin');
  device = (
    await call(t.app, api.createBankFeedDevice, { body: { label: 'counter phone' }, headers: admin.headers })
  ).json() as CreatedBankFeedDevice;
}, 60_000);

type Kind = 'import' | 'typed' | 'adjust';
const action = fc.record({
  kind: fc.constantFrom<Kind>('import', 'typed', 'adjust'),
  member: fc.integer({ min: 0, max: 2 }),
  baht: fc.integer({ min: 1_000, max: 12_000 }),
});

/** One operator action crediting `baht` to `player` on the operator's own evidence. */
async function act(person: TestOperator, kind: Kind, player: Player, baht: number): Promise<void> {
  line += 1;
  if (kind === 'import') {
    const asked = await post(t.app, player, bankFeedApi.autoAmount, { amount: baht });
    const { amount } = asked.json() as AutoAmountReply;
    // A balance of its own: two files' rows of one amount and minute are still two rows.
    const csv = kbankCsv([[amount, 1_000_000 + line]]);
    const imported = await uploadStatement(t, person, csv, { mode: 'import', reason: `file ${line}` });
    expect(imported.statusCode, imported.body).toBe(200);
  } else if (kind === 'typed') {
    const text = `Krungthai: no parser reads this ${line} ${Date.now()}`;
    await call(t.app, bankFeedApi.notification, {
      body: { from: 'SMS', text },
      headers: { 'x-device-key': `${device.id}.${device.key}` },
    });
    const page = (
      await call(t.app, api.bankFeedItems, {
        query: { kind: 'UNPARSED', status: 'PENDING', limit: 100 },
        headers: person.headers,
      })
    ).json() as BankFeedItemsPage;
    const item = page.items.find((i) => i.text?.includes(text))!;
    const placed = await callAny(t.app, api.matchBankFeedItem, {
      params: { itemId: item.id },
      body: { memberId: player.memberId, reason: 'read it', amount: baht, accountNo: SITE_KBANK_AUTO },
      headers: person.headers,
    });
    expect(placed.statusCode, placed.body).toBe(200);
  } else {
    const asked = await call(t.app, adjustmentApi.requestAdjustment, {
      headers: { ...person.headers, ...operatorKey() },
      body: { memberId: player.memberId, direction: 'credit', amount: baht, reason: 'goodwill' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
  }
}

describe('one person alone credits at most the limits without outside proof (ADR 0131)', () => {
  it('for any sequence of files, typed amounts and adjustments', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 6 }), async (actions) => {
        // One person, one account: its day starts clean; the members are new, their wallets empty.
        const person = await makeOperator(t, 'finance');
        const players = [await fundedPlayer(t, 0), await fundedPlayer(t, 0), await fundedPlayer(t, 0)];
        for (const { kind, member, baht } of actions) await act(person, kind, players[member]!, baht);
        const wallets = await Promise.all(players.map(async (p) => (await walletOf(t.app, p)).wallet));
        for (const wallet of wallets) expect(wallet).toBeLessThanOrEqual(MEMBER_BAHT);
        expect(wallets.reduce((sum, w) => sum + w, 0)).toBeLessThanOrEqual(OPERATOR_BAHT);
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 5) },
    );
    await expectBooksBalanced(t);
  });
});
