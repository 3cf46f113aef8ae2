import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { gamesApi } from '@wallet/contract';
import { TEST_SECRET, createTestApp, type TestApp } from '../../../test/harness.ts';
import { MONEY_TEST_ENV, fundedPlayer, get, post, type Player } from '../../../test/money.ts';
import { repoRoot } from '../../config.ts';
import { auditLedger } from './audit.ts';

let t: TestApp;
let pool: pg.Pool;
let rich: Player;
let poor: Player;

beforeAll(async () => {
  t = await createTestApp(MONEY_TEST_ENV);
  pool = t.database.pool;
  rich = await fundedPlayer(t, 1000);
  poor = await fundedPlayer(t, 250.5);
  expect((await get(t.app, rich, gamesApi.activate, { slotCode: 'pg' })).statusCode).toBe(200);
  const sent = await post(t.app, rich, gamesApi.transfer, { from: 'WALLET', to: 'pg', amount: 300 });
  expect(sent.json()).toMatchObject({ status: 'SUCCESS' });
});
afterAll(() => t.close());

async function accountId(memberId: number, kind: string): Promise<number> {
  const { rows } = await pool.query<{ id: number }>(
    'SELECT id FROM ledger_accounts WHERE member_id = $1 AND kind = $2',
    [memberId, kind],
  );
  return rows[0]!.id;
}

async function houseId(name: string): Promise<number | undefined> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT id FROM ledger_accounts WHERE kind = 'house' AND name = $1`,
    [name],
  );
  return rows[0]?.id;
}

/** Runs statements in one transaction on its own connection; resolves with COMMIT's outcome. */
async function inTransaction(statements: (client: pg.PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await statements(client);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

async function newJournal(client: pg.PoolClient): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO journal_transactions (kind, member_id) VALUES ('test', NULL) RETURNING id`,
  );
  return rows[0]!.id;
}

const countJournals = async () =>
  (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM journal_transactions')).rows[0]!.n;

describe('auditLedger', () => {
  it('reports healthy books as ok with the totals per kind', async () => {
    const report = await auditLedger(pool);
    expect(report).toMatchObject({
      ok: true,
      unbalancedJournals: [],
      driftedAccounts: [],
      negativeAccounts: [],
      grandTotal: 0,
    });
    expect(report.journals).toBe(await countJournals());
    // Two deposits (1000 and 250.50 baht), then 300 of them moved to the pg account.
    expect(report.totals).toMatchObject({
      'house:deposits': -125_050,
      wallet: 95_050,
      game: 30_000,
      transfer_hold: 0,
    });
    // What the members hold, all kinds together, is exactly what came in.
    const held = Object.entries(report.totals)
      .filter(([label]) => !label.startsWith('house:'))
      .reduce((sum, [, total]) => sum + total, 0);
    expect(held).toBe(-report.totals['house:deposits']!);
  });

  it('detects a materialised balance that drifted from its entries', async () => {
    const wallet = await accountId(poor.memberId, 'wallet');
    await pool.query('UPDATE ledger_accounts SET balance = balance + 1 WHERE id = $1', [wallet]);
    try {
      const report = await auditLedger(pool);
      expect(report.ok).toBe(false);
      expect(report.driftedAccounts).toEqual([{ id: wallet, balance: 25_051, entries: 25_050 }]);
      // The totals come from the entries, so they do not move.
      expect(report.totals.wallet).toBe(95_050);
      expect(report.grandTotal).toBe(0);
    } finally {
      await pool.query('UPDATE ledger_accounts SET balance = balance - 1 WHERE id = $1', [wallet]);
    }
    expect((await auditLedger(pool)).ok).toBe(true);
  });

  it('finds an unbalanced journal when one gets past the database (triggers off)', async () => {
    const { rows } = await pool.query<{ rolsuper: boolean }>(
      'SELECT rolsuper FROM pg_roles WHERE rolname = current_user',
    );
    // Both test targets (embedded and CI's PostgreSQL) connect as a superuser; never skip silently.
    expect(rows[0]?.rolsuper, 'the test database role must be a superuser to switch triggers off').toBe(true);
    const deposits = await houseId('deposits');
    const client = await pool.connect();
    let journal = 0;
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL session_replication_role = replica');
      journal = await newJournal(client);
      await client.query('INSERT INTO journal_entries (journal_id, account_id, amount) VALUES ($1, $2, 5)', [
        journal,
        deposits,
      ]);
      await client.query('COMMIT');
      const report = await auditLedger(pool);
      expect(report.ok).toBe(false);
      expect(report.unbalancedJournals).toEqual([journal]);
      expect(report.grandTotal).toBe(5);
      expect(report.totals['house:deposits']).toBe(-125_045);
    } finally {
      // Put the books back the same way.
      await client.query('BEGIN');
      await client.query('SET LOCAL session_replication_role = replica');
      await client.query('DELETE FROM journal_entries WHERE journal_id = $1', [journal]);
      await client.query('DELETE FROM journal_transactions WHERE id = $1', [journal]);
      await client.query('COMMIT');
      client.release();
    }
    expect((await auditLedger(pool)).ok).toBe(true);
  });
});

describe('the database guards the books', () => {
  it('refuses a negative member balance (CHECK constraint)', async () => {
    const wallet = await accountId(poor.memberId, 'wallet');
    await expect(
      pool.query('UPDATE ledger_accounts SET balance = -1 WHERE id = $1', [wallet]),
    ).rejects.toMatchObject({
      code: '23514',
      constraint: 'ledger_accounts_member_nonnegative',
    });
    const { rows } = await pool.query<{ balance: number }>(
      'SELECT balance FROM ledger_accounts WHERE id = $1',
      [wallet],
    );
    expect(rows[0]!.balance).toBe(25_050);
    // House accounts are the outside world's side and go negative by design.
    const deposits = await houseId('deposits');
    await pool.query('UPDATE ledger_accounts SET balance = -1 WHERE id = $1', [deposits]);
    await pool.query('UPDATE ledger_accounts SET balance = 0 WHERE id = $1', [deposits]);
  });

  it('refuses an INSERT that leaves a journal unbalanced, at that statement (statement trigger)', async () => {
    const journalsBefore = await countJournals();
    const deposits = await houseId('deposits');
    let secondStatementRan = false;
    await expect(
      inTransaction(async (client) => {
        const journal = await newJournal(client);
        await client.query(
          'INSERT INTO journal_entries (journal_id, account_id, amount) VALUES ($1, $2, 100)',
          [journal, deposits],
        );
        // Not reached: the check runs at the end of each INSERT statement, not at COMMIT.
        secondStatementRan = true;
        await client.query(
          'INSERT INTO journal_entries (journal_id, account_id, amount) VALUES ($1, $2, -99)',
          [journal, deposits],
        );
      }),
    ).rejects.toMatchObject({
      code: '23514',
      message: expect.stringMatching(/^journal transaction \d+ does not balance$/),
    });
    expect(secondStatementRan).toBe(false);
    expect(await countJournals()).toBe(journalsBefore);
    expect((await auditLedger(pool)).ok).toBe(true);
  });

  it('refuses one INSERT of several entries that do not sum to zero', async () => {
    const journalsBefore = await countJournals();
    const deposits = await houseId('deposits');
    let journal = 0;
    const refused = await inTransaction(async (client) => {
      journal = await newJournal(client);
      await client.query(
        'INSERT INTO journal_entries (journal_id, account_id, amount) VALUES ($1, $2, 100), ($1, $2, -99)',
        [journal, deposits],
      );
    }).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      code: '23514',
      message: `journal transaction ${journal} does not balance`,
    });
    expect(await countJournals()).toBe(journalsBefore);
    expect((await auditLedger(pool)).ok).toBe(true);
  });

  it('accepts a balanced journal of several entries written by one INSERT', async () => {
    const journalsBefore = await countJournals();
    const deposits = await houseId('deposits');
    let journal = 0;
    await inTransaction(async (client) => {
      journal = await newJournal(client);
      await client.query(
        `INSERT INTO journal_entries (journal_id, account_id, amount)
         SELECT $1, account_id, amount FROM unnest($2::bigint[], $3::bigint[]) AS leg(account_id, amount)`,
        // A house account only, so no materialised balance has to follow the entries.
        [journal, [deposits, deposits, deposits], [7, 5, -12]],
      );
    });
    expect(await countJournals()).toBe(journalsBefore + 1);
    const { rows } = await pool.query<{ n: number; total: number }>(
      'SELECT count(*)::int AS n, sum(amount)::int AS total FROM journal_entries WHERE journal_id = $1',
      [journal],
    );
    expect(rows[0]).toEqual({ n: 3, total: 0 });
    const report = await auditLedger(pool);
    expect(report.ok).toBe(true);
    expect(report.totals['house:deposits']).toBe(-125_050);
  });

  it('refuses a journal split over two INSERT statements, even one that would balance at COMMIT', async () => {
    const journalsBefore = await countJournals();
    const deposits = await houseId('deposits');
    await expect(
      inTransaction(async (client) => {
        const journal = await newJournal(client);
        await client.query(
          'INSERT INTO journal_entries (journal_id, account_id, amount) VALUES ($1, $2, 7)',
          [journal, deposits],
        );
        await client.query(
          'INSERT INTO journal_entries (journal_id, account_id, amount) VALUES ($1, $2, -7)',
          [journal, deposits],
        );
      }),
    ).rejects.toMatchObject({ code: '23514' });
    expect(await countJournals()).toBe(journalsBefore);
  });

  it("sums all of a journal's entries, not only the ones the statement inserted", async () => {
    const deposits = await houseId('deposits');
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      // An unbalanced entry that got past the database with the triggers off...
      await client.query('SET LOCAL session_replication_role = replica');
      const journal = await newJournal(client);
      await client.query('INSERT INTO journal_entries (journal_id, account_id, amount) VALUES ($1, $2, 5)', [
        journal,
        deposits,
      ]);
      await client.query('SET LOCAL session_replication_role = origin');
      // ...makes a later balanced pair in the same journal unbalanced as a whole.
      await expect(
        client.query(
          'INSERT INTO journal_entries (journal_id, account_id, amount) VALUES ($1, $2, 3), ($1, $2, -3)',
          [journal, deposits],
        ),
      ).rejects.toMatchObject({ code: '23514', message: `journal transaction ${journal} does not balance` });
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
    expect((await auditLedger(pool)).ok).toBe(true);
  });

  it('refuses to update or delete journal entries (append-only trigger)', async () => {
    const { rows } = await pool.query<{ id: number; amount: number }>(
      'SELECT id, amount FROM journal_entries ORDER BY id LIMIT 1',
    );
    const entry = rows[0]!;
    await expect(
      pool.query('UPDATE journal_entries SET amount = amount + 1 WHERE id = $1', [entry.id]),
    ).rejects.toThrow('journal entries are append-only');
    await expect(
      pool.query('UPDATE journal_entries SET amount = amount WHERE id = $1', [entry.id]),
    ).rejects.toThrow('journal entries are append-only');
    await expect(pool.query('DELETE FROM journal_entries WHERE id = $1', [entry.id])).rejects.toThrow(
      'journal entries are append-only',
    );
    const after = await pool.query<{ amount: number }>('SELECT amount FROM journal_entries WHERE id = $1', [
      entry.id,
    ]);
    expect(after.rows[0]!.amount).toBe(entry.amount);
  });
});

describe('npm run ledger:audit (cli/ledger-audit.ts)', () => {
  function runCli(): Promise<{ code: number; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'apps/server/src/cli/ledger-audit.ts'],
        {
          cwd: repoRoot,
          timeout: 60_000,
          env: {
            ...process.env,
            DATABASE_URL: t.config.DATABASE_URL,
            NODE_ENV: 'test',
            TOKEN_SECRET: TEST_SECRET,
            SANDBOX: 'false',
          },
        },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
          resolve({ code, stdout, stderr });
        },
      );
    });
  }

  it('exits 0 with "ledger audit: OK" on healthy books, and 1 naming the drift after one', async () => {
    const healthy = await runCli();
    expect(healthy.stderr).not.toMatch(/Error/);
    expect(healthy.code).toBe(0);
    expect(healthy.stdout).toContain(`journal transactions: ${await countJournals()}`);
    expect(healthy.stdout).toMatch(/^ {2}wallet\s+950\.50$/m);
    expect(healthy.stdout).toMatch(/^ {2}game\s+300\.00$/m);
    expect(healthy.stdout).toMatch(/^ {2}sum of all entries\s+0\.00$/m);
    expect(healthy.stdout).not.toContain('VIOLATION');
    expect(healthy.stdout.trimEnd().split('\n').at(-1)).toBe('ledger audit: OK');

    const wallet = await accountId(rich.memberId, 'wallet');
    await pool.query('UPDATE ledger_accounts SET balance = balance + 1 WHERE id = $1', [wallet]);
    try {
      const drifted = await runCli();
      expect(drifted.code).toBe(1);
      expect(drifted.stdout).toContain(`VIOLATION account ${wallet}: balance 70001 but entries sum to 70000`);
      expect(drifted.stdout.trimEnd().split('\n').at(-1)).toBe('ledger audit: FAILED');
    } finally {
      await pool.query('UPDATE ledger_accounts SET balance = balance - 1 WHERE id = $1', [wallet]);
    }
    expect((await auditLedger(pool)).ok).toBe(true);
  }, 120_000);
});
