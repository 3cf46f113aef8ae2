import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { gamesApi, homeApi, qrApi, trueLinkApi, withdrawApi } from '@wallet/contract';
import { call } from '../../../test/call.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { MONEY_TEST_ENV, fundedPlayer, get, kipPlayer, post, type Player } from '../../../test/money.ts';
import { auditLedger } from './audit.ts';

/** Each currency in its own books (issue 46, ADR 0159): kip and baht members side by side. */
let t: TestApp;
let pool: pg.Pool;
let kip: Player;
let baht: Player;

beforeAll(async () => {
  t = await createTestApp(MONEY_TEST_ENV);
  pool = t.database.pool;
  baht = await fundedPlayer(t, 1000);
  kip = await kipPlayer(t, 100_000);
});
afterAll(() => t.close());

const accountsOf = async (memberId: number) =>
  (
    await pool.query<{ kind: string; currency: string; balance: number }>(
      'SELECT kind, currency, balance::int AS balance FROM ledger_accounts WHERE member_id = $1 ORDER BY kind, name',
      [memberId],
    )
  ).rows;

const houseId = async (name: string, currency: string) =>
  (
    await pool.query<{ id: number }>(
      "SELECT id FROM ledger_accounts WHERE kind = 'house' AND name = $1 AND currency = $2",
      [name, currency],
    )
  ).rows[0]?.id;

describe('currency books', () => {
  it("keeps a kip member's deposit and game transfers in the kip book, apart from the baht one", async () => {
    expect((await get(t.app, kip, gamesApi.activate, { slotCode: 'pg' })).statusCode).toBe(200);
    const out = await post(t.app, kip, gamesApi.transfer, { from: 'WALLET', to: 'pg', amount: 20_000 });
    expect(out.json()).toMatchObject({ status: 'SUCCESS' });
    const back = await post(t.app, kip, gamesApi.transfer, { from: 'pg', to: 'WALLET', amount: 20_000 });
    expect(back.json()).toMatchObject({ status: 'SUCCESS' });
    const wallet = await get(t.app, kip, homeApi.wallet);
    expect(wallet.json()).toMatchObject({ wallet: { amount: 100_000, currency: 'LAK' } });

    const accounts = await accountsOf(kip.memberId);
    expect(accounts.length).toBeGreaterThan(1);
    expect(accounts.every((account) => account.currency === 'LAK')).toBe(true);
    expect((await accountsOf(baht.memberId)).every((account) => account.currency === 'THB')).toBe(true);

    const report = await auditLedger(pool);
    expect(report).toMatchObject({ ok: true, mixedCurrencyJournals: [], unbalancedJournals: [] });
    expect(report.books.LAK.totals).toMatchObject({ 'house:deposits': -10_000_000, wallet: 10_000_000 });
    expect(report.books.LAK.grandTotal).toBe(0);
    // The baht book holds only baht: the kip deposit is not in its house account.
    expect(report.books.THB.totals['house:deposits']).toBe(-100_000);
    expect(report.totals).toEqual(report.books.THB.totals);
  });

  it('holds a kip member to the kip amounts: whole kip, kip minimums and kip withdrawal limits', async () => {
    const small = await post(t.app, kip, gamesApi.transfer, { from: 'WALLET', to: 'pg', amount: 500 });
    expect(small.json()).toEqual({ message: 'TRANSFER_MINIMUM' });
    const fraction = await post(t.app, kip, gamesApi.transfer, { from: 'WALLET', to: 'pg', amount: 1000.5 });
    expect(fraction.json()).toEqual({ message: 'KEY_INVALID' });
    // 60,000 is above the baht maximum (50,000) but well inside the kip limits.
    const withdrawn = await post(t.app, kip, withdrawApi.withdraw, { amount: 60_000 });
    expect(withdrawn.statusCode).toBe(200);
    const tooSmall = await post(t.app, kip, withdrawApi.withdraw, { amount: 100 });
    expect(tooSmall.json()).toEqual({ message: 'TRANSFER_MINIMUM' });
    // The baht member keeps the baht rules: 60,000 baht is above the maximum.
    const bahtLarge = await post(t.app, baht, withdrawApi.withdraw, { amount: 60_000 });
    expect(bahtLarge.json()).toEqual({ message: 'KEY_INVALID' });
    expect((await auditLedger(pool)).ok).toBe(true);
  });

  it('offers a kip member neither PromptPay QR nor TrueMoney: the server refuses both, moving nothing', async () => {
    const qr = await call(t.app, qrApi.create, {
      params: { channel: 'KBANK' },
      headers: kip.headers,
      body: { amount: 100 },
    });
    expect(qr.json()).toEqual({ hasQrcode: false, message: 'QR_FAIL' });
    const truelink = await post(t.app, kip, trueLinkApi.redeem, {
      link: 'https://gift.truemoney.com/campaign/?v=0123456789abcdef0123456789abcdef',
    });
    expect(truelink.json()).toEqual({ message: 'TRUELINK_INVALID' });
    // The baht member still gets a PromptPay QR.
    const bahtQr = await call(t.app, qrApi.create, {
      params: { channel: 'KBANK' },
      headers: baht.headers,
      body: { amount: 100 },
    });
    expect(bahtQr.json()).toMatchObject({ hasQrcode: true });
    expect((await auditLedger(pool)).ok).toBe(true);
  });

  it('refuses a journal that moves kip against baht (the database trigger)', async () => {
    const kipWallet = await t.ledger.memberAccount(kip.memberId, 'wallet');
    const bahtDeposits = (await houseId('deposits', 'THB'))!;
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ id: number }>(
        "INSERT INTO journal_transactions (kind) VALUES ('test') RETURNING id",
      );
      await expect(
        client.query(
          'INSERT INTO journal_entries (journal_id, account_id, amount) VALUES ($1, $2, 500), ($1, $3, -500)',
          [rows[0]!.id, kipWallet.id, bahtDeposits],
        ),
      ).rejects.toThrow(/mixes currencies/);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
    expect((await auditLedger(pool)).ok).toBe(true);
  });

  it('gives a member account the member’s currency whatever the insert says', async () => {
    const { rows } = await pool.query<{ currency: string }>(
      "INSERT INTO ledger_accounts (member_id, kind, name, currency) VALUES ($1, 'refund', 'probe', 'THB') RETURNING currency",
      [kip.memberId],
    );
    expect(rows[0]!.currency).toBe('LAK');
    await pool.query("DELETE FROM ledger_accounts WHERE member_id = $1 AND name = 'probe'", [kip.memberId]);
  });

  it('reports a mixed journal that got past the database (triggers off)', async () => {
    const kipWallet = await t.ledger.memberAccount(kip.memberId, 'wallet');
    const bahtDeposits = (await houseId('deposits', 'THB'))!;
    const kipDeposits = (await houseId('deposits', 'LAK'))!;
    const client = await pool.connect();
    let journal = 0;
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL session_replication_role = replica');
      const { rows } = await client.query<{ id: number }>(
        "INSERT INTO journal_transactions (kind) VALUES ('test') RETURNING id",
      );
      journal = rows[0]!.id;
      // Balanced as numbers, but 5 att of kip against 5 satang: no book balances any more.
      await client.query(
        'INSERT INTO journal_entries (journal_id, account_id, amount) VALUES ($1, $2, 5), ($1, $3, -5)',
        [journal, kipDeposits, bahtDeposits],
      );
      await client.query('COMMIT');
      const report = await auditLedger(pool);
      expect(report.ok).toBe(false);
      expect(report.mixedCurrencyJournals).toEqual([journal]);
      expect(report.unbalancedJournals).toEqual([]);
      expect(report.books.LAK.grandTotal).toBe(5);
      expect(report.books.THB.grandTotal).toBe(-5);
    } finally {
      await client.query('BEGIN');
      await client.query('SET LOCAL session_replication_role = replica');
      await client.query('DELETE FROM journal_entries WHERE journal_id = $1', [journal]);
      await client.query('DELETE FROM journal_transactions WHERE id = $1', [journal]);
      await client.query('COMMIT');
      client.release();
    }
    expect(kipWallet.id).toBeGreaterThan(0);
    expect((await auditLedger(pool)).ok).toBe(true);
  });
});
