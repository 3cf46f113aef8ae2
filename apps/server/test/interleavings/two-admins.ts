import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { expect } from 'vitest';
import {
  errorCatalogue,
  settingChangesApi,
  settingsOperatorApi,
  type ErrorCode,
  type SettingChange,
  type SettingChangeList,
} from '@wallet/contract';
import { call } from '../call.ts';
import type { TestApp } from '../harness.ts';
import { makeOperator, type TestOperator } from '../kits/operators.ts';
import { ageOperator } from '../kits/setting-changes.ts';
import { answerOf, answered, type Answer } from './checks.ts';
import { Seams, orderingArb, propertyOptions, withOrdering } from './seams.ts';

/*
 * Two admins deciding one waiting money-control setting change (ADR 0130), perhaps while its
 * asker cancels it: their starts in any order, or at once in PostgreSQL (the change has no
 * outside system to wait on). One decision stands and is the one its operator was answered
 * with; every other operator gets ALREADY_DECIDED; the setting is written once when confirmed
 * and never otherwise; the change's audit is its request and one decision.
 */

type Decision = 'confirm' | 'reject';

const scenario = fc.record({
  decisions: fc.tuple(
    fc.constantFrom<Decision>('confirm', 'reject'),
    fc.constantFrom<Decision>('confirm', 'reject'),
  ),
  /** The asker withdraws the change meanwhile. */
  cancel: fc.boolean(),
  ordering: orderingArb,
});

type Scenario = typeof scenario extends fc.Arbitrary<infer S> ? S : never;

const raised = { memberCreditsBaht: 100_000, operatorCreditsBaht: 1_000_000 };
const lowered = { memberCreditsBaht: 50_000, operatorCreditsBaht: 500_000 };

interface Admins {
  asker: TestOperator;
  deciders: TestOperator[];
}

async function secondApprover(t: TestApp) {
  return (await t.settings.get('secondApprover')) as unknown;
}

const statusOf = { confirm: 'APPLIED', reject: 'REJECTED', cancel: 'CANCELLED' } as const;

async function runOnce(t: TestApp, { asker, deciders }: Admins, drawn: Scenario): Promise<void> {
  const { decisions, cancel, ordering } = drawn;
  const before = await secondApprover(t);
  // Each run asks for the other value than the one stored, so a confirmation always changes it.
  const after = JSON.stringify(before) === JSON.stringify(raised) ? lowered : raised;
  const reason = `interleavings ${randomUUID()}`;
  const asked = await call(t.app, settingsOperatorApi.wallet.change, {
    headers: asker.headers,
    body: { secondApprover: after, reason },
  });
  expect(asked.statusCode, asked.body).toBe(202);
  const changeId = asked.json<{ pending: SettingChange }>().pending.id;

  const decide = (by: TestOperator, route: Decision | 'cancel') => ({
    name: `${by === asker ? 'the asker' : `admin ${deciders.indexOf(by) + 1}`} ${route}s`,
    route,
    by,
    run: async () =>
      answerOf(
        await call(t.app, settingChangesApi[route], {
          headers: by.headers,
          params: { changeId },
          body: { reason: 'checked' },
        }),
      ),
  });
  const operations = [
    decide(deciders[0]!, decisions[0]),
    decide(deciders[1]!, decisions[1]),
    ...(cancel ? [decide(asker, 'cancel')] : []),
  ];
  const seams = new Seams(ordering);
  const answers = (await seams.run(operations)).map(answered);

  await withOrdering(seams, async () => {
    const listed = (
      await call(t.app, settingChangesApi.list, { headers: asker.headers })
    ).json<SettingChangeList>();
    const stood = [...listed.waiting, ...listed.recent].find((each) => each.id === changeId)!;
    expect(stood.status, 'the change is decided').not.toBe('WAITING');
    const granted = operations.filter((_, index) => answers[index]!.status === 200);
    expect(granted.length, 'exactly one operator decides').toBe(1);
    const [winner] = granted;
    expect(stood.status, 'the decision that stands').toBe(statusOf[winner!.route]);
    expect(stood.decidedBy?.id, 'decided by').toBe(winner!.by.id);
    operations.forEach((operation, index) => {
      const answer: Answer = answers[index]!;
      const shown = `${operation.name}: ${JSON.stringify(answer)}`;
      if (operation === winner) {
        expect(answer.body, shown).toMatchObject({ id: changeId, status: statusOf[operation.route] });
        return;
      }
      expect(answer.body.message, shown).toBe('ALREADY_DECIDED');
      expect(answer.status, shown).toBe(errorCatalogue.ALREADY_DECIDED satisfies number);
      expect(settingChangesApi[operation.route].codes as readonly ErrorCode[], shown).toContain(
        'ALREADY_DECIDED',
      );
    });

    const applied = stood.status === 'APPLIED';
    expect(await secondApprover(t), 'the setting').toEqual(applied ? after : before);
    const { rows: writes } = await t.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM operator_audit WHERE action = 'settings.update' AND reason = $1`,
      [reason],
    );
    expect(writes[0]!.n, 'the setting written once when confirmed').toBe(applied ? 1 : 0);
    const { rows: audit } = await t.database.pool.query<{ action: string }>(
      'SELECT action FROM operator_audit WHERE target_id = $1 ORDER BY id',
      [`change:${changeId}`],
    );
    expect(
      audit.map((row) => row.action),
      'the change audited once each step',
    ).toEqual(['settings.change_request', `settings.change_${winner!.route}`]);
  });
}

export async function twoAdminsDecideOneSettingChange(t: TestApp, runs: number): Promise<void> {
  const admins = [
    await makeOperator(t, 'admin'),
    await makeOperator(t, 'admin'),
    await makeOperator(t, 'admin'),
  ];
  // Made long ago: an operator made within the window cannot be a second person (ADR 0129).
  for (const admin of admins) await ageOperator(t, admin);
  const before = await t.settings.get('secondApprover');
  try {
    await fc.assert(
      fc.asyncProperty(scenario, (drawn) =>
        runOnce(t, { asker: admins[0]!, deciders: admins.slice(1) }, drawn),
      ),
      propertyOptions(runs),
    );
  } finally {
    await t.settings.set({ secondApprover: before });
  }
}
