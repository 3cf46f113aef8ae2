import { execFile } from 'node:child_process';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditApi, accountOperatorApi, type AuditPage } from '@wallet/contract';
import { call } from '../../../../test/call.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import { TEST_SECRET } from '../../../../test/harness.ts';
import { fundedPlayer } from '../../../../test/money.ts';
import { makeOperator, type TestOperator } from '../../../../test/kits/operators.ts';
import { repoRoot } from '../../../config.ts';
import { verifyAuditChain } from './verify-chain.ts';

const t = useTestApp({ LOGIN_LIMIT_PER_IP: '1000' });
let admin: TestOperator;
let support: TestOperator;
let memberId: number;
beforeAll(async () => {
  admin = await makeOperator(t, 'admin');
  support = await makeOperator(t, 'support');
  memberId = (await fundedPlayer(t, 0)).memberId;
  await call(t.app, accountOperatorApi.lock, {
    headers: support.headers,
    params: { memberId },
    body: { reason: 'chargeback' },
    remoteAddress: '10.1.2.3',
  });
  await call(t.app, accountOperatorApi.unlock, {
    headers: support.headers,
    params: { memberId },
    body: { reason: 'resolved' },
  });
});

function runVerify(): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/audit-verify.ts'],
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
      (error, stdout) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout }),
    );
  });
}

describe('the audit trail', () => {
  it('records who, what, before and after, the reason and the IP, and is searchable', async () => {
    const response = await call(t.app, auditApi.search, {
      headers: admin.headers,
      query: { memberId, action: 'member.lock' },
    });
    const page = response.json() as AuditPage;
    expect(page.total).toBe(1);
    expect(page.entries[0]).toMatchObject({
      operator: { id: support.id },
      action: 'member.lock',
      targetType: 'member',
      memberId,
      // The member by name and phone, as the trail shows it (issue 41).
      member: { id: memberId, username: expect.stringMatching(/^0\d{9}$/), name: expect.any(String) },
      before: { status: 'active' },
      after: { status: 'inactive' },
      reason: 'chargeback',
      ip: '10.1.2.3',
    });
    const byOperator = await call(t.app, auditApi.search, {
      headers: admin.headers,
      query: { operatorId: support.id },
    });
    const actions = (byOperator.json() as AuditPage).entries.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['member.unlock', 'member.lock', 'operator.login']));
    const future = await call(t.app, auditApi.search, {
      headers: admin.headers,
      query: { from: new Date(Date.now() + 60_000).toISOString() },
    });
    expect((future.json() as AuditPage).total).toBe(0);
  });

  it('refuses UPDATE, DELETE and TRUNCATE to the application', async () => {
    for (const statement of [
      "UPDATE operator_audit SET reason = 'x'",
      'DELETE FROM operator_audit',
      'TRUNCATE operator_audit',
    ]) {
      await expect(t.database.pool.query(statement)).rejects.toThrow(/append-only/);
    }
  });

  it('npm run audit:verify passes on an intact chain and names the row a superuser edited behind the trigger', async () => {
    expect(await verifyAuditChain(t.database.pool)).toMatchObject({ ok: true });
    const intact = await runVerify();
    expect(intact.code).toBe(0);
    expect(intact.stdout).toMatch(/audit trail: OK \(\d+ rows\)/);

    const { rows } = await t.database.pool.query<{ id: string }>(
      `SELECT id FROM operator_audit WHERE action = 'member.lock' AND member_id = $1`,
      [memberId],
    );
    const edited = Number(rows[0]!.id);
    // A superuser session with triggers off (session_replication_role = replica): the trigger cannot stop it, the chain shows it.
    const superuser = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await superuser.connect();
    try {
      await superuser.query(`SET session_replication_role = replica`);
      await superuser.query(`UPDATE operator_audit SET reason = 'nothing to see' WHERE id = $1`, [edited]);
    } finally {
      await superuser.end();
    }
    expect(await verifyAuditChain(t.database.pool)).toMatchObject({ ok: false, badId: edited });
    const broken = await runVerify();
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain(`FAILED at row ${edited}`);
  }, 120_000);
});
