import { beforeEach, describe, expect, it } from 'vitest';
import { gamesApi, homeApi, sandboxApi, withdrawApi } from '@wallet/contract';
import { useTestApp } from './fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer, get, post, type Player } from './money.ts';
import { moneyMovements, readBooks, sum } from './money-books.ts';
import { auditLedger } from '../src/modules/wallet/index.ts';
import { call } from './call.ts';

/*
 * Parallel requests for one member on real PostgreSQL (the app's pool has 4 connections, so
 * they queue for it as they would under load): the answers that say money moved add up to
 * exactly the balances left, nothing goes negative, and one Idempotency-Key moves money once.
 */

const t = useTestApp({ RECOVERY_AGE_MS: '0', ...MONEY_TEST_ENV });
beforeEach(() => {
  t.outside.faults.clear();
  t.outside.sandboxPayout.decision = 'complete';
});

interface Sent {
  kind: 'in' | 'out' | 'withdraw';
  satang: number;
  status: number;
  body: Record<string, unknown>;
  raw: string;
}

async function expectAuditOk() {
  const report = await auditLedger(t.database.pool);
  expect(report).toMatchObject({
    unbalancedJournals: [],
    driftedAccounts: [],
    negativeAccounts: [],
    ok: true,
  });
  return report;
}

async function activated(baht: number): Promise<Player> {
  const player = await fundedPlayer(t, baht);
  expect((await get(t.app, player, gamesApi.activate, { slotCode: 'pg' })).statusCode).toBe(200);
  return player;
}

describe('one member, 50 parallel money requests', () => {
  it('the successful answers add up to exactly the balances left', async () => {
    const player = await activated(1000);
    const first = await post(
      t.app,
      player,
      gamesApi.transfer,
      { from: 'WALLET', to: 'pg', amount: 300 },
      'conc-seed-1',
    );
    expect(first.statusCode).toBe(200);
    const start = await readBooks(t.database.pool, player.memberId, t.outside.sandboxGames!.books);
    expect(start).toMatchObject({ wallet: 70_000, games: { pg: 30_000 }, remote: { pg: 30_000 } });
    const before = await moneyMovements(t.database.pool, player.memberId);
    const lastId = Math.max(...before.map((row) => row.id));

    // Demand on the wallet: 20 × 50 + 15 × 100 = 2,500 baht, while at most 1,000 baht ever exists.
    const plan: { kind: Sent['kind']; satang: number }[] = [];
    for (let index = 0; index < 50; index += 1) {
      const slot = index % 10;
      if (slot < 4) plan.push({ kind: 'in', satang: 5_000 });
      else if (slot < 7) plan.push({ kind: 'out', satang: 4_000 });
      else plan.push({ kind: 'withdraw', satang: 10_000 });
    }
    expect(plan.filter((item) => item.kind === 'in')).toHaveLength(20);
    expect(plan.filter((item) => item.kind === 'out')).toHaveLength(15);
    expect(plan.filter((item) => item.kind === 'withdraw')).toHaveLength(15);

    const startedAt = Date.now();
    const sent: Sent[] = await Promise.all(
      plan.map(async ({ kind, satang }, index) => {
        const key = `conc-mix-${index}`;
        const response =
          kind === 'withdraw'
            ? await post(t.app, player, withdrawApi.withdraw, { amount: satang / 100 }, key)
            : await post(
                t.app,
                player,
                gamesApi.transfer,
                kind === 'in'
                  ? { from: 'WALLET', to: 'pg', amount: satang / 100 }
                  : { from: 'pg', to: 'WALLET', amount: satang / 100 },
                key,
              );
        return { kind, satang, status: response.statusCode, body: response.json(), raw: response.body };
      }),
    );
    const elapsed = Date.now() - startedAt;

    // Every answer is either "moved" or "not enough money": no 5xx, no PENDING, no other refusal.
    for (const answer of sent) {
      if (answer.status === 200)
        expect(answer.body, answer.raw).toMatchObject({ status: 'SUCCESS', amount: answer.satang / 100 });
      else
        expect({ status: answer.status, body: answer.body }).toEqual({
          status: 409,
          body: { message: 'MONEY_NOT_ENOUGH' },
        });
    }
    const moved = (kind: Sent['kind']) =>
      sent.filter((answer) => answer.kind === kind && answer.status === 200);
    const inSum = sum(moved('in').map((answer) => answer.satang));
    const outSum = sum(moved('out').map((answer) => answer.satang));
    const paidSum = sum(moved('withdraw').map((answer) => answer.satang));
    const refused = sent.filter((answer) => answer.status === 409);
    // At most 1,300 baht can leave the wallet (700 + the 600 that could come back): at least 12 refusals.
    expect(refused.length).toBeGreaterThanOrEqual(12);
    expect(moved('in').length + moved('out').length + moved('withdraw').length + refused.length).toBe(50);

    const books = await readBooks(t.database.pool, player.memberId, t.outside.sandboxGames!.books);
    expect(books.wallet).toBe(70_000 - inSum + outSum - paidSum);
    expect(books.games.pg).toBe(30_000 + inSum - outSum);
    expect(books.remote.pg).toBe(books.games.pg);
    expect(books.transferHold).toBe(0);
    expect(books.withdrawalHold).toBe(0);
    // No play happened: a balance sync must not have booked anything.
    expect(books.booked).toEqual({});
    expect(books.wallet).toBeGreaterThanOrEqual(0);

    // The movements are exactly the successful answers, each once, all settled.
    const created = (await moneyMovements(t.database.pool, player.memberId, lastId)).filter(
      (row) => row.id > lastId,
    );
    expect(created.every((row) => row.status === 'SUCCESS')).toBe(true);
    const references = sent.filter((answer) => answer.status === 200).map((answer) => answer.body.reference);
    expect(new Set(references).size).toBe(references.length);
    expect(created.map((row) => row.reference).sort()).toEqual([...references].sort());
    expect(created.filter((row) => row.kind === 'withdrawal')).toHaveLength(moved('withdraw').length);
    const { rows: payouts } = await t.database.pool.query<{ total: number; count: number }>(
      `SELECT coalesce(sum(amount), 0)::bigint AS total, count(*)::int AS count FROM sandbox_payouts
       WHERE ref = ANY($1) AND status = 'completed'`,
      [created.filter((row) => row.kind === 'withdrawal').map((row) => row.reference)],
    );
    expect(payouts[0]).toEqual({ total: paidSum, count: moved('withdraw').length });

    const wallet = await get(t.app, player, homeApi.wallet);
    expect(wallet.json()).toMatchObject({ wallet: { amount: books.wallet / 100 } });
    await expectAuditOk();
    // 50 requests through a pool of 4: slower than one, but nowhere near a lock-up.
    expect(elapsed).toBeLessThan(20_000);
  }, 60_000);
});

describe('transfers racing play at the provider and balance syncs', () => {
  it('books exactly the play that happened, whatever the interleaving', async () => {
    const player = await activated(1000);
    const username = `lw${String(player.memberId).padStart(6, '0')}`;
    expect(
      (await post(t.app, player, gamesApi.transfer, { from: 'WALLET', to: 'pg', amount: 400 }, 'race-seed-1'))
        .statusCode,
    ).toBe(200);

    type Op = { kind: 'in' | 'out' | 'play' | 'refresh'; satang: number };
    const plan: Op[] = [];
    for (let index = 0; index < 60; index += 1) {
      const slot = index % 6;
      if (slot === 0 || slot === 3) plan.push({ kind: 'in', satang: 3_000 });
      else if (slot === 1 || slot === 4) plan.push({ kind: 'out', satang: 2_500 });
      else if (slot === 2) plan.push({ kind: 'play', satang: index % 4 === 0 ? 1_234 : -15_000 });
      else plan.push({ kind: 'refresh', satang: 0 });
    }
    const results = await Promise.all(
      plan.map(async (op, index) => {
        // Staggered over ~1.5 s, so syncs find quiet moments between transfers, with play around them.
        await new Promise((resolve) => setTimeout(resolve, (index * 97) % 1500));
        const response =
          op.kind === 'refresh'
            ? await get(t.app, player, homeApi.refresh)
            : op.kind === 'play'
              ? await call(t.app, sandboxApi.play, {
                  params: { provider: 'pg', username },
                  body: { amount: op.satang / 100 },
                })
              : await post(
                  t.app,
                  player,
                  gamesApi.transfer,
                  op.kind === 'in'
                    ? { from: 'WALLET', to: 'pg', amount: op.satang / 100 }
                    : { from: 'pg', to: 'WALLET', amount: op.satang / 100 },
                  `race-key-${index}`,
                );
        return { ...op, status: response.statusCode, body: response.json() as Record<string, unknown> };
      }),
    );
    for (const result of results) {
      if (result.status === 200) continue;
      expect(result.kind, JSON.stringify(result)).not.toBe('refresh');
      expect({ status: result.status, body: result.body }).toEqual({
        status: 409,
        body: { message: 'MONEY_NOT_ENOUGH' },
      });
    }
    const total = (kind: Op['kind']) =>
      sum(
        results
          .filter((result) => result.kind === kind && result.status === 200)
          .map((result) => result.satang),
      );
    const played = total('play');

    // Quiet now: one more refresh books whatever play is still unbooked.
    expect((await get(t.app, player, homeApi.refresh)).statusCode).toBe(200);
    const books = await readBooks(t.database.pool, player.memberId, t.outside.sandboxGames!.books);
    expect(books.wallet).toBe(60_000 - total('in') + total('out'));
    expect(books.remote.pg).toBe(40_000 + total('in') - total('out') + played);
    expect(books.games.pg).toBe(books.remote.pg);
    expect(books.booked.pg ?? 0).toBe(played);
    expect(books.transferHold).toBe(0);
    const movements = await moneyMovements(t.database.pool, player.memberId);
    expect(movements.filter((row) => row.status === 'PENDING')).toEqual([]);
    // A refusal at the provider (play lost the money after our hold) returns the hold: FAILED, never half done.
    for (const row of movements.filter((each) => each.status === 'FAILED')) expect(row.kind).toBe('game_out');
    const report = await expectAuditOk();
    expect(report.negativeAccounts).toEqual([]);
  }, 60_000);
});

describe('one Idempotency-Key sent 20 times at once', () => {
  it('POST /api/wallet/transfer moves the money once and answers 20 times the same', async () => {
    const player = await activated(1000);
    const key = 'same-key-parallel-transfer';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(t.app, player, gamesApi.transfer, { from: 'WALLET', to: 'pg', amount: 123.45 }, key),
      ),
    );
    const first = { status: answers[0]!.statusCode, body: answers[0]!.body };
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toMatchObject({
      status: 'SUCCESS',
      amount: 123.45,
      wallet: { amount: 876.55 },
    });
    for (const answer of answers) expect({ status: answer.statusCode, body: answer.body }).toEqual(first);

    const books = await readBooks(t.database.pool, player.memberId, t.outside.sandboxGames!.books);
    expect(books).toMatchObject({
      wallet: 87_655,
      games: { pg: 12_345 },
      remote: { pg: 12_345 },
      transferHold: 0,
    });
    const movements = await moneyMovements(t.database.pool, player.memberId);
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({ kind: 'game_in', amount: 12_345, status: 'SUCCESS' });
    // One reference applied once: the provider's balance above moved by exactly its amount.
    expect(t.outside.sandboxGames!.books.transfer('pg', movements[0]!.reference)).toMatchObject({
      amount: 12_345,
    });
    await expectAuditOk();
  });

  it('POST /api/wallet/withdrawAll moves the money once and answers 20 times the same', async () => {
    const player = await activated(1000);
    const key = 'same-key-parallel-withdraw';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(t.app, player, withdrawApi.withdrawAll, { amount: 250.25 }, key)),
    );
    const first = { status: answers[0]!.statusCode, body: answers[0]!.body };
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toMatchObject({
      status: 'SUCCESS',
      amount: 250.25,
      wallet: { amount: 749.75 },
    });
    for (const answer of answers) expect({ status: answer.statusCode, body: answer.body }).toEqual(first);

    const books = await readBooks(t.database.pool, player.memberId, t.outside.sandboxGames!.books);
    expect(books).toMatchObject({ wallet: 74_975, withdrawalHold: 0 });
    const movements = await moneyMovements(t.database.pool, player.memberId);
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({ kind: 'withdrawal', amount: 25_025, status: 'SUCCESS' });
    const { rows } = await t.database.pool.query<{ amount: number; status: string }>(
      'SELECT amount, status FROM sandbox_payouts WHERE ref = $1',
      [movements[0]!.reference],
    );
    expect(rows).toEqual([{ amount: 25_025, status: 'completed' }]);
    await expectAuditOk();
  });
});

describe('20 transferAll at once with distinct keys', () => {
  it('exactly one moves the wallet; the others are refused with a catalogue code', async () => {
    const player = await activated(512.34);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(t.app, player, gamesApi.transferAll, { to: 'pg' }, `transfer-all-race-${index}`),
      ),
    );
    const moved = answers.filter((answer) => answer.statusCode === 200);
    expect(moved).toHaveLength(1);
    expect(moved[0]!.json()).toMatchObject({ status: 'SUCCESS', amount: 512.34, wallet: { amount: 0 } });
    for (const answer of answers.filter((each) => each.statusCode !== 200)) {
      // Lost the race at the hold (not enough money) or read the emptied wallet (below the minimum).
      expect([
        JSON.stringify({ status: 409, body: { message: 'MONEY_NOT_ENOUGH' } }),
        JSON.stringify({ status: 400, body: { message: 'TRANSFER_MINIMUM' } }),
      ]).toContain(JSON.stringify({ status: answer.statusCode, body: answer.json() }));
    }
    const books = await readBooks(t.database.pool, player.memberId, t.outside.sandboxGames!.books);
    expect(books).toMatchObject({
      wallet: 0,
      games: { pg: 51_234 },
      remote: { pg: 51_234 },
      transferHold: 0,
    });
    const movements = await moneyMovements(t.database.pool, player.memberId);
    expect(movements.map((row) => [row.kind, row.amount, row.status])).toEqual([
      ['game_in', 51_234, 'SUCCESS'],
    ]);
    await expectAuditOk();
  });
});
