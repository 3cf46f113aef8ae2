import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { gamesApi } from '@wallet/contract';
import { backupDatabase } from '../src/db/backup.ts';
import { restoreDatabase } from '../src/db/restore.ts';
import { auditLedger } from '../src/modules/wallet/index.ts';
import { verifyAuditChain } from '../src/modules/backoffice/index.ts';
import { useTestApp } from './fixture.ts';
import { makeOperator } from './kits/operators.ts';
import { MONEY_TEST_ENV, fundedPlayer, get, post, type Player } from './money.ts';

/*
 * Issue 29, the restore drill: a backup taken while members move money, restored into a new,
 * empty database, passes the ledger audit and the audit-chain check, and holds every balance
 * exactly as the source had it at the dump's moment (read in the dump's own exported snapshot).
 */

const t = useTestApp({ ...MONEY_TEST_ENV }, { checkBooks: true });
let dir: string;
const made: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'wallet-backups-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  for (const name of made) await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.end();
});

/** A new, empty database on the test server: its URL. */
async function emptyDatabase(): Promise<string> {
  const name = `wallet_restore_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  made.push(name);
  const url = new URL(inject('adminUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

type Balances = Record<string, number>;

async function balancesIn(db: pg.ClientBase | pg.Pool): Promise<Balances> {
  const { rows } = await db.query<{ id: number; balance: number }>('SELECT id, balance FROM ledger_accounts');
  return Object.fromEntries(rows.map((row) => [String(row.id), Number(row.balance)]));
}

async function journalsIn(db: pg.ClientBase | pg.Pool): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM journal_transactions');
  return rows[0]!.n;
}

/** Transfers to and from a game by several members until stopped; counts what was acknowledged. */
function load(players: Player[]) {
  let running = true;
  let acknowledged = 0;
  const loops = players.map(async (player) => {
    for (let round = 0; running; round += 1) {
      const body =
        round % 2 ? { from: 'pg', to: 'WALLET', amount: 3 } : { from: 'WALLET', to: 'pg', amount: 3 };
      const answer = await post(t.app, player, gamesApi.transfer, body, randomUUID());
      if (answer.statusCode === 200) acknowledged += 1;
    }
  });
  return {
    get acknowledged() {
      return acknowledged;
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe('backup and restore', () => {
  it('a backup under load restores into a new database: audits pass, every balance as at the dump', async () => {
    const players = await Promise.all([1, 2, 3, 4].map(() => fundedPlayer(t, 1000)));
    for (const player of players) await get(t.app, player, gamesApi.activate, { slotCode: 'pg' });
    // Rows in the operators' audit trail, so the chain check has a chain to walk.
    await makeOperator(t, 'admin');
    const traffic = load(players);
    await new Promise((resolve) => setTimeout(resolve, 300));

    let atDump: Balances = {};
    let auditRowsAtDump = 0;
    let journalsAtDump = 0;
    let acknowledgedAtDump = 0;
    const { file, header, rows } = await backupDatabase(t.config.DATABASE_URL!, {
      dir,
      keep: 5,
      // The dump's very moment, read by another session in the dump's exported snapshot.
      onSnapshot: async (snapshot) => {
        const reader = await t.database.pool.connect();
        try {
          await reader.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
          await reader.query(`SET TRANSACTION SNAPSHOT '${snapshot}'`);
          acknowledgedAtDump = traffic.acknowledged;
          atDump = await balancesIn(reader);
          journalsAtDump = await journalsIn(reader);
          const { rows: audit } = await reader.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM operator_audit',
          );
          auditRowsAtDump = audit[0]!.n;
          await reader.query('COMMIT');
        } finally {
          reader.release();
        }
      },
    });
    // Transfers the source commits after the dump: past the four that may have been in flight at
    // its moment, the next ones began after it.
    while (traffic.acknowledged < acknowledgedAtDump + 2 * players.length) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await traffic.stop();
    expect(traffic.acknowledged).toBeGreaterThan(0);
    expect(rows).toBeGreaterThan(0);
    expect(header.tables).toContain('journal_entries');

    const target = await emptyDatabase();
    const restored = await restoreDatabase(file, target);
    expect(restored.rows).toBe(rows);
    const copy = new pg.Pool({ connectionString: target, max: 2 });
    try {
      const audit = await auditLedger(copy);
      expect(audit.ok).toBe(true);
      const chain = await verifyAuditChain(copy);
      expect(chain).toMatchObject({ ok: true, rows: auditRowsAtDump });
      expect(auditRowsAtDump).toBeGreaterThan(0);
      expect(await balancesIn(copy)).toEqual(atDump);
      expect(Object.keys(atDump).length).toBeGreaterThan(8);
      // The source moved on after the dump; the copy did not. (Counted in journals: a balance
      // moved 3 baht out to a game and back an even number of times is where it was.)
      expect(await journalsIn(copy)).toBe(journalsAtDump);
      expect(await journalsIn(t.database.pool)).toBeGreaterThan(journalsAtDump);
      // New ids continue after the restored ones.
      const { rows: next } = await copy.query<{ gap: boolean }>(
        `SELECT nextval('journal_transactions_id_seq') > (SELECT max(id) FROM journal_transactions) AS gap`,
      );
      expect(next[0]!.gap).toBe(true);
    } finally {
      await copy.end();
    }
  }, 120_000);

  it('a restore refuses a database that is not empty, and changes nothing there', async () => {
    const { file } = await backupDatabase(t.config.DATABASE_URL!, { dir, keep: 5 });
    await expect(restoreDatabase(file, t.config.DATABASE_URL!)).rejects.toThrow(
      'the target database is not empty: restore goes into a new, empty database',
    );
  }, 60_000);

  it('keeps the newest BACKUP_KEEP files', async () => {
    const kept = await mkdtemp(path.join(dir, 'keep-'));
    const files: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      files.push(path.basename((await backupDatabase(t.config.DATABASE_URL!, { dir: kept, keep: 2 })).file));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await readdir(kept)).sort()).toEqual(files.slice(1).sort());
  }, 60_000);
});
