import { beforeAll, describe, expect, it } from 'vitest';
import {
  operatorsSandboxApi,
  settingChangesApi,
  settingsOperatorApi,
  type AdjustmentItem,
  type SettingChange,
  adjustmentApi,
} from '@wallet/contract';
import { call } from '../../../test/call.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer, walletOf } from '../../../test/money.ts';
import { makeOperator, operatorKey, signIn, type TestOperator } from '../../../test/kits/operators.ts';
import { ageOperator } from '../../../test/kits/setting-changes.ts';
import { settingDefaults } from './index.ts';

/**
 * Issue 37's second door (ADR 0130): an admin's change of a money-control setting does not apply;
 * it waits for a second admin, or on a site with no second admin for the delay, cancellable.
 */
const t = useTestApp({ ...MONEY_TEST_ENV, OPERATOR_LOGIN_LIMIT_PER_IP: '1000' }, { checkBooks: true });
const api = settingsOperatorApi;
const raised = { memberCreditsBaht: 100_000, operatorCreditsBaht: 1_000_000 };

async function readWallet(by: TestOperator) {
  return (await call(t.app, api.wallet.read, { headers: by.headers })).json<{ secondApprover: unknown }>();
}

async function ask(by: TestOperator, body: Record<string, unknown>) {
  return call(t.app, api.wallet.change, { headers: by.headers, body });
}

async function decide(
  route: 'confirm' | 'reject' | 'cancel',
  by: TestOperator,
  id: number,
  reason: string | undefined = 'checked',
) {
  return call(t.app, settingChangesApi[route], {
    headers: by.headers,
    params: { changeId: id },
    body: reason === undefined ? {} : { reason },
  });
}

async function auditActions(targetId: string) {
  const { rows } = await t.database.pool.query<{ action: string; operatorId: number | null }>(
    `SELECT action, operator_id::int AS "operatorId" FROM operator_audit WHERE target_id = $1 ORDER BY id`,
    [targetId],
  );
  return rows;
}

/** Makes a waiting change due now, as if its delay had passed. */
async function makeDue(id: number) {
  await t.database.pool.query(
    `UPDATE setting_changes SET applies_at = now() - interval '1 second' WHERE id = $1`,
    [id],
  );
}

describe('a site with a single admin: the change waits for the delay', () => {
  let admin: TestOperator;
  let finance: TestOperator;
  beforeAll(async () => {
    admin = await makeOperator(t, 'admin');
    finance = await makeOperator(t, 'finance');
  });

  it('answers 202 with the waiting change, due in 24 h; the limit is unchanged until the delay passes', async () => {
    const response = await ask(admin, { secondApprover: raised, reason: 'season peak' });
    expect(response.statusCode).toBe(202);
    const { pending } = response.json<{ pending: SettingChange }>();
    expect(pending).toMatchObject({
      group: 'wallet',
      status: 'WAITING',
      reason: 'season peak',
      requestedBy: { id: admin.id },
      before: { secondApprover: settingDefaults.secondApprover },
      after: { secondApprover: raised },
      decidedBy: null,
    });
    const hours = (Date.parse(pending.appliesAt!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect((await readWallet(admin)).secondApprover).toEqual(settingDefaults.secondApprover);
    // Every operator sees it waiting (the dashboard's count).
    const list = (await call(t.app, settingChangesApi.list, { headers: finance.headers })).json<{
      waiting: SettingChange[];
    }>();
    expect(list.waiting.map((change) => change.id)).toEqual([pending.id]);

    expect(await t.jobs.runTask('settingChangesDue')).toBe(0);
    expect((await readWallet(admin)).secondApprover).toEqual(settingDefaults.secondApprover);
    await makeDue(pending.id);
    expect(await t.jobs.runTask('settingChangesDue')).toBe(1);
    expect((await readWallet(admin)).secondApprover).toEqual(raised);
    const applied = (await decide('confirm', admin, pending.id)).json();
    expect(applied).toEqual({ message: 'ALREADY_DECIDED' });
    expect(await auditActions(`change:${pending.id}`)).toEqual([
      { action: 'settings.change_request', operatorId: admin.id },
      { action: 'settings.change_confirm', operatorId: null },
    ]);
    // Back to the default for the tests after (the same way).
    const back = (
      await ask(admin, { secondApprover: settingDefaults.secondApprover, reason: 'peak over' })
    ).json<{ pending: SettingChange }>();
    await makeDue(back.pending.id);
    expect(await t.jobs.runTask('settingChangesDue')).toBe(1);
  });

  it('any finance operator may cancel it: it never applies', async () => {
    const { pending } = (await ask(admin, { secondApprover: raised, reason: 'try' })).json<{
      pending: SettingChange;
    }>();
    const cancelled = await decide('cancel', finance, pending.id, 'not agreed');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'CANCELLED',
      decidedBy: { id: finance.id },
      decisionReason: 'not agreed',
    });
    await makeDue(pending.id);
    expect(await t.jobs.runTask('settingChangesDue')).toBe(0);
    expect((await readWallet(admin)).secondApprover).toEqual(settingDefaults.secondApprover);
    expect((await auditActions(`change:${pending.id}`)).at(-1)).toEqual({
      action: 'settings.change_cancel',
      operatorId: finance.id,
    });
  });

  it('a second admin the lone admin just made does not count: no confirming, still the delay', async () => {
    const fresh = await makeOperator(t, 'admin', { fresh: true });
    const response = await ask(admin, { secondApprover: raised, reason: 'with my second account' });
    const { pending } = response.json<{ pending: SettingChange }>();
    expect(pending.appliesAt).not.toBeNull();
    expect((await decide('confirm', fresh, pending.id)).json()).toEqual({ message: 'APPROVER_TOO_NEW' });
    expect((await readWallet(admin)).secondApprover).toEqual(settingDefaults.secondApprover);
    expect((await decide('cancel', admin, pending.id)).statusCode).toBe(200);
    await t.database.pool.query('UPDATE operators SET active = false WHERE id = $1', [fresh.id]);
  });

  it('the delay is a money-control setting too: lowering it waits, and never shortens a waiting change', async () => {
    const waiting = (await ask(admin, { secondApprover: raised, reason: 'first' })).json<{
      pending: SettingChange;
    }>().pending;
    const lower = await ask(admin, { moneyControl: { singleAdminDelayHours: 1 }, reason: 'faster' });
    expect(lower.statusCode).toBe(202);
    const { pending } = lower.json<{ pending: SettingChange }>();
    await makeDue(pending.id);
    expect(await t.jobs.runTask('settingChangesDue')).toBe(1);
    expect((await call(t.app, api.wallet.read, { headers: admin.headers })).json()).toMatchObject({
      moneyControl: { singleAdminDelayHours: 1 },
    });
    // The change asked for before keeps its own time (24 h from when it was asked for).
    const still = (await call(t.app, settingChangesApi.list, { headers: admin.headers })).json<{
      waiting: SettingChange[];
    }>();
    const kept = still.waiting.find((change) => change.id === waiting.id)!;
    expect(kept.appliesAt).toBe(waiting.appliesAt);
    expect(await t.jobs.runTask('settingChangesDue')).toBe(0);
    expect((await decide('cancel', admin, waiting.id)).statusCode).toBe(200);
  });
});

describe('a site with two admins: the change waits for the second', () => {
  let asker: TestOperator;
  let second: TestOperator;
  let finance: TestOperator;
  beforeAll(async () => {
    asker = await makeOperator(t, 'admin');
    second = await makeOperator(t, 'admin');
    finance = await makeOperator(t, 'finance');
  });

  it('a change sent without a reason is refused, nothing waits', async () => {
    const response = await ask(asker, { secondApprover: raised });
    expect(response.json()).toEqual({ message: 'KEY_MISSING' });
    const list = (await call(t.app, settingChangesApi.list, { headers: asker.headers })).json<{
      waiting: SettingChange[];
    }>();
    expect(list.waiting).toEqual([]);
  });

  it('the value sent as stored (the form sends its group whole) changes nothing and answers 200', async () => {
    const response = await ask(asker, { secondApprover: settingDefaults.secondApprover });
    expect(response.statusCode).toBe(200);
  });

  it('waits with no time; the asker cannot confirm; the second admin confirms and it applies, audited', async () => {
    const response = await ask(asker, { secondApprover: raised, reason: 'campaign' });
    expect(response.statusCode).toBe(202);
    const { pending } = response.json<{ pending: SettingChange }>();
    expect(pending.appliesAt).toBeNull();
    expect((await readWallet(asker)).secondApprover).toEqual(settingDefaults.secondApprover);
    // A second change of the same setting waits its turn.
    expect((await ask(second, { secondApprover: raised, reason: 'me too' })).json()).toEqual({
      message: 'SETTING_CHANGE_WAITING',
    });
    expect((await decide('confirm', asker, pending.id)).json()).toEqual({ message: 'SAME_OPERATOR' });
    // Finance may not cancel a change that waits for a second admin (only the asker may).
    expect((await decide('cancel', finance, pending.id)).json()).toEqual({ message: 'FORBIDDEN_ROLE' });
    expect((await decide('confirm', finance, pending.id)).json()).toEqual({ message: 'FORBIDDEN_ROLE' });
    expect((await readWallet(asker)).secondApprover).toEqual(settingDefaults.secondApprover);

    const confirmed = await decide('confirm', second, pending.id, undefined);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'APPLIED', decidedBy: { id: second.id } });
    expect((await readWallet(asker)).secondApprover).toEqual(raised);
    // A repeat of the confirmation answers the change as it is.
    expect((await decide('confirm', second, pending.id, undefined)).statusCode).toBe(200);
    const { rows } = await t.database.pool.query<{ operatorId: number; after: unknown; reason: string }>(
      `SELECT operator_id::int AS "operatorId", after, reason FROM operator_audit
       WHERE action = 'settings.update' AND target_id = 'wallet' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toEqual({ operatorId: second.id, after: { secondApprover: raised }, reason: 'campaign' });
  });

  it('rejected by the second admin: nothing applies', async () => {
    const { pending } = (
      await ask(asker, { secondApprover: settingDefaults.secondApprover, reason: 'back to normal' })
    ).json<{ pending: SettingChange }>();
    expect((await decide('reject', asker, pending.id)).json()).toEqual({ message: 'SAME_OPERATOR' });
    const rejected = await decide('reject', second, pending.id, 'keep it for the week');
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', decisionReason: 'keep it for the week' });
    expect((await decide('confirm', second, pending.id)).json()).toEqual({ message: 'ALREADY_DECIDED' });
    expect((await readWallet(asker)).secondApprover).toEqual(raised);
  });

  it('an ordinary setting of a group beside a money-control one applies at once', async () => {
    const response = await call(t.app, api.withdraw.change, {
      headers: asker.headers,
      body: { withdraw: { withdrawMin: 100, withdrawMax: 40_000 }, reason: 'cap' },
    });
    expect(response.statusCode).toBe(202);
    const { pending } = response.json<{ pending: SettingChange }>();
    expect((await call(t.app, api.withdraw.read, { headers: asker.headers })).json()).toMatchObject({
      withdraw: settingDefaults.withdraw,
    });
    expect((await decide('cancel', asker, pending.id, 'later')).json()).toMatchObject({
      status: 'CANCELLED',
    });
    // The deposit group sent whole as read, its slip window changed (not a money-control
    // setting): 200 at once, nothing waits.
    const read = (await call(t.app, api.deposit.read, { headers: asker.headers })).json<
      Record<string, unknown>
    >();
    const slip = await call(t.app, api.deposit.change, {
      headers: asker.headers,
      body: { ...read, slip: { closeFrom: '23:10', closeTo: '00:20' }, reason: 'slip hours' },
    });
    expect(slip.statusCode).toBe(200);
    expect(slip.json()).toMatchObject({ slip: { closeFrom: '23:10', closeTo: '00:20' } });
    const list = (await call(t.app, settingChangesApi.list, { headers: asker.headers })).json<{
      waiting: SettingChange[];
    }>();
    expect(list.waiting).toEqual([]);
  });

  it('the site deposit account (the AUTO account) waits too', async () => {
    const deposit = structuredClone(settingDefaults.deposit);
    deposit.banks[0]!.bankAccountNo = '0489999999';
    const response = await call(t.app, api.deposit.change, {
      headers: asker.headers,
      body: { deposit, reason: 'new account' },
    });
    expect(response.statusCode).toBe(202);
    const read = (await call(t.app, api.deposit.read, { headers: asker.headers })).json<{
      deposit: typeof deposit;
    }>();
    expect(read.deposit.banks[0]!.bankAccountNo).toBe(settingDefaults.deposit.banks[0]!.bankAccountNo);
    const { pending } = response.json<{ pending: SettingChange }>();
    expect((await decide('cancel', asker, pending.id)).statusCode).toBe(200);
  });

  it('a raised limit does not approve an adjustment already waiting for a second operator', async () => {
    // Back to the default limit (10,000), through the two admins.
    const back = (
      await ask(asker, { secondApprover: settingDefaults.secondApprover, reason: 'normal' })
    ).json<{ pending: SettingChange }>();
    await decide('confirm', second, back.pending.id);
    const player = await fundedPlayer(t, 0);
    const asked = await call(t.app, adjustmentApi.requestAdjustment, {
      headers: { ...finance.headers, ...operatorKey() },
      body: { memberId: player.memberId, direction: 'credit', amount: 15_000, reason: 'refund' },
    });
    const adjustment = asked.json<AdjustmentItem>();
    expect(adjustment.status).toBe('PENDING_APPROVAL');

    const { pending } = (await ask(asker, { secondApprover: raised, reason: 'raise' })).json<{
      pending: SettingChange;
    }>();
    await decide('confirm', second, pending.id);
    expect((await readWallet(asker)).secondApprover).toEqual(raised);

    const { rows } = await t.database.pool.query<{ status: string }>(
      'SELECT status FROM adjustments WHERE id = $1',
      [adjustment.id],
    );
    expect(rows[0]!.status).toBe('PENDING_APPROVAL');
    expect((await walletOf(t.app, player)).wallet).toBe(0);
    // Its asker still cannot approve it alone under the new limit.
    const self = await call(t.app, adjustmentApi.approveAdjustment, {
      headers: finance.headers,
      params: { adjustmentId: adjustment.id },
      body: {},
    });
    expect(self.json()).toEqual({ message: 'SAME_OPERATOR' });
    expect((await walletOf(t.app, player)).wallet).toBe(0);
    // A new credit of the same size is under the new limit: applied alone.
    const after = await call(t.app, adjustmentApi.requestAdjustment, {
      headers: { ...finance.headers, ...operatorKey() },
      body: { memberId: player.memberId, direction: 'credit', amount: 15_000, reason: 'second refund' },
    });
    expect(after.json()).toMatchObject({ status: 'APPLIED' });
    await call(t.app, adjustmentApi.rejectAdjustment, {
      headers: second.headers,
      params: { adjustmentId: adjustment.id },
      body: { reason: 'duplicate' },
    });
  });

  it('an admin made within the window is not a second admin', async () => {
    const fresh = await makeOperator(t, 'admin', { fresh: true });
    const { pending } = (
      await ask(asker, { moneyControl: { singleAdminDelayHours: 48 }, reason: 'x' })
    ).json<{
      pending: SettingChange;
    }>();
    expect((await decide('confirm', fresh, pending.id)).json()).toEqual({ message: 'APPROVER_TOO_NEW' });
    await ageOperator(t, fresh);
    expect((await decide('confirm', fresh, pending.id)).json()).toMatchObject({ status: 'APPLIED' });
  });

  it('an operator made long ago but just made admin is not a second admin either', async () => {
    const promoted = await makeOperator(t, 'finance');
    // One admin gives the role and another confirms it, as ADR 0129 has it: both within the window.
    const change = await t.operators.update({ operatorId: second.id, ip: null }, promoted.id, {
      role: 'admin',
      reason: 'covering the week',
    });
    if (change.needsConfirmation) {
      await t.operators.confirm({ operatorId: asker.id, ip: null }, promoted.id, 'agreed by phone');
    }
    const again = await signIn(t, promoted.username, promoted.password, promoted.secret);
    const headers = { authorization: `Bearer ${again.json<{ token: string }>().token}` };
    const { pending } = (
      await ask(asker, { moneyControl: { singleAdminDelayHours: 24 }, reason: 'y' })
    ).json<{
      pending: SettingChange;
    }>();
    const confirmed = await call(t.app, settingChangesApi.confirm, {
      headers,
      params: { changeId: pending.id },
      body: {},
    });
    expect(confirmed.json()).toEqual({ message: 'APPROVER_TOO_NEW' });
    expect((await decide('cancel', asker, pending.id)).statusCode).toBe(200);
  });

  it("the sandbox's seasoned admin (the browser specs') signs in and confirms", async () => {
    const made = await call(t.app, operatorsSandboxApi.seasoned, {
      body: { role: 'admin', name: 'Sandbox Second Admin', hours: 100 },
    });
    const creds = made.json<{ username: string; password: string; totpSecret: string }>();
    const signedIn = await signIn(t, creds.username, creds.password, creds.totpSecret);
    expect(signedIn.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${signedIn.json<{ token: string }>().token}` };
    const { pending } = (
      await ask(asker, { moneyControl: { singleAdminDelayHours: 36 }, reason: 'z' })
    ).json<{
      pending: SettingChange;
    }>();
    const confirmed = await call(t.app, settingChangesApi.confirm, {
      headers,
      params: { changeId: pending.id },
      body: { reason: 'checked' },
    });
    expect(confirmed.json()).toMatchObject({ status: 'APPLIED' });
  });
});
