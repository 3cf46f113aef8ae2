import { beforeAll, describe, expect, it } from 'vitest';
import { drawsOperatorApi, drawsApi, serverSeedHashOf } from '@wallet/contract';
import { useTestApp } from '../../../test/fixture.ts';
import { call } from '../../../test/call.ts';
import { bearer, loginToken, registerMember } from '../../../test/members.ts';
import { makeOperator, type TestOperator } from '../../../test/kits/operators.ts';

/** ADR 0109: an admin rotates the draw seeds; each old seed is revealed, its hash is the commitment the member saw. */
const t = useTestApp({ OPERATOR_LOGIN_LIMIT_PER_IP: '1000' });
let admin: TestOperator;
let support: TestOperator;
let member: Record<string, string>;
beforeAll(async () => {
  admin = await makeOperator(t, 'admin');
  support = await makeOperator(t, 'support');
  const registered = await registerMember(t.app, t.sms);
  member = bearer(await loginToken(t.app, registered.username, registered.password));
});

describe('rotating the draw seeds', () => {
  it("reveals the member's committed seed (matching the hash shown) and commits a new one with the same client seed", async () => {
    await call(t.app, drawsApi.setClientSeed, { headers: member, body: { clientSeed: 'my-lucky-seed' } });
    const before = (await call(t.app, drawsApi.seed, { headers: member })).json() as {
      serverSeedHash: string;
      clientSeed: string;
    };
    const rotated = await call(t.app, drawsOperatorApi.rotate, {
      headers: admin.headers,
      body: { reason: 'quarterly rotation' },
    });
    expect(rotated.statusCode).toBe(200);
    expect((rotated.json() as { rotated: number }).rotated).toBeGreaterThanOrEqual(1);
    const after = (await call(t.app, drawsApi.seed, { headers: member })).json() as typeof before;
    expect(after.serverSeedHash).not.toBe(before.serverSeedHash);
    expect(after.clientSeed).toBe('my-lucky-seed');
    const { rows } = await t.database.pool.query<{ serverSeed: string }>(
      `SELECT server_seed AS "serverSeed" FROM draw_seeds WHERE server_seed_hash = $1 AND revealed_at IS NOT NULL`,
      [before.serverSeedHash],
    );
    expect(rows).toHaveLength(1);
    expect(await serverSeedHashOf(rows[0]!.serverSeed)).toBe(before.serverSeedHash);
    const audit = await t.database.pool.query(
      `SELECT operator_id::int AS "operatorId", reason FROM operator_audit WHERE action = 'draws.rotate_seeds'`,
    );
    expect(audit.rows).toEqual([{ operatorId: admin.id, reason: 'quarterly rotation' }]);
  });

  it('only an admin rotates; a reason is required', async () => {
    const bySupport = await call(t.app, drawsOperatorApi.rotate, {
      headers: support.headers,
      body: { reason: 'x' },
    });
    expect(bySupport.json()).toEqual({ message: 'FORBIDDEN_ROLE' });
    const noReason = await call(t.app, drawsOperatorApi.rotate, {
      headers: admin.headers,
      body: {} as never,
    });
    expect(noReason.statusCode).toBe(400);
  });
});
