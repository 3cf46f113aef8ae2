import { beforeAll, describe, expect, it } from 'vitest';
import { settingsOperatorApi } from '@wallet/contract';
import { call } from '../../../test/call.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { fundedPlayer } from '../../../test/money.ts';
import { makeOperator, type TestOperator } from '../../../test/kits/operators.ts';
import { resetPassword } from '../../../test/kits/member-reset.ts';
import { settingDefaults } from '../settings/index.ts';

/**
 * How long support's one-time password lasts is the admin's `passwordReset` setting (group
 * `account`, ADR 0124; it was MEMBER_RESET_PASSWORD_MINUTES): audited with before and after, the
 * next reset uses it, a value out of its range is refused naming the field.
 */
const t = useTestApp({ OPERATOR_LOGIN_LIMIT_PER_IP: '1000' });
const api = settingsOperatorApi.account;
let admin: TestOperator;
let support: TestOperator;
beforeAll(async () => {
  admin = await makeOperator(t, 'admin');
  support = await makeOperator(t, 'support');
});

async function auditRows() {
  const { rows } = await t.database.pool.query<{ before: unknown; after: unknown }>(
    `SELECT before, after FROM operator_audit
      WHERE action = 'settings.update' AND target_type = 'settings' AND target_id = 'account' ORDER BY id`,
  );
  return rows;
}

describe('the passwordReset setting', () => {
  it('is seeded at 30 minutes, the old default, and every operator reads it', async () => {
    expect(settingDefaults.passwordReset).toEqual({ validMinutes: 30 });
    const read = await call(t.app, api.read, { headers: support.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ passwordReset: { validMinutes: 30 } });
  });

  it('an admin sets 5 minutes: audited before and after, the next reset lasts 5 minutes and its SMS says so', async () => {
    const changed = await call(t.app, api.change, {
      headers: admin.headers,
      body: { passwordReset: { validMinutes: 5 } },
    });
    expect(changed.statusCode).toBe(200);
    expect((await auditRows()).at(-1)).toEqual({
      before: { passwordReset: { validMinutes: 30 } },
      after: { passwordReset: { validMinutes: 5 } },
    });
    const member = await fundedPlayer(t, 0);
    const before = Date.now();
    const reset = await resetPassword(t, support, member.memberId);
    expect(reset.validMinutes).toBe(5);
    const expiresAt = Date.parse(reset.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 5 * 60_000 - 5_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 5 * 60_000 + 5_000);
    expect(t.sms.messagesFor(member.username)[0]?.message).toContain(' 5 ');
    await call(t.app, api.change, {
      headers: admin.headers,
      body: { passwordReset: settingDefaults.passwordReset },
    });
  });

  it('refuses 0, more than a day or a fraction with KEY_INVALID beside the field, changing nothing', async () => {
    const audits = (await auditRows()).length;
    for (const validMinutes of [0, 24 * 60 + 1, 2.5]) {
      const refused = await call(t.app, api.change, {
        headers: admin.headers,
        body: { passwordReset: { validMinutes } },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: 'KEY_INVALID', field: 'passwordReset.validMinutes' });
    }
    expect((await auditRows()).length).toBe(audits);
    expect((await call(t.app, api.read, { headers: admin.headers })).json()).toEqual({
      passwordReset: settingDefaults.passwordReset,
    });
  });

  it('a support operator may not change it', async () => {
    const refused = await call(t.app, api.change, {
      headers: support.headers,
      body: { passwordReset: { validMinutes: 60 } },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'FORBIDDEN_ROLE' });
  });
});
