import {
  settingChangesApi,
  settingsOperatorApi,
  type OperatorRole,
  type SettingChange,
  type SettingGroup,
} from '@wallet/contract';
import type { TestApp } from '../harness.ts';
import { call } from '../call.ts';
import { makeOperator, type TestOperator } from './operators.ts';

/**
 * Makes the operator as old as `hours`: an admin made within the window (ADR 0130, 72 h) is not
 * a second admin, so a test's confirmer must be one made before it.
 */
export async function ageOperator(t: TestApp, operator: { id: number }, hours = 100): Promise<void> {
  await t.database.pool.query(
    'UPDATE operators SET created_at = now() - make_interval(hours => $2::int) WHERE id = $1',
    [operator.id, hours],
  );
}

/** An operator made before the new-operator window: it may be the second admin of a setting change. */
export async function makeSeasonedOperator(t: TestApp, role: OperatorRole): Promise<TestOperator> {
  const operator = await makeOperator(t, role);
  await ageOperator(t, operator);
  return operator;
}

/**
 * A money-control setting changed as two admins change it (ADR 0130): `asker` sends it with a
 * reason (it waits, 202), `confirmer` confirms it (it applies). null: the values sent were already
 * stored (200, nothing waits). Throws on any other answer.
 */
export async function changeMoneySettings(
  t: TestApp,
  asker: TestOperator,
  confirmer: TestOperator,
  group: SettingGroup,
  body: Record<string, unknown>,
): Promise<SettingChange | null> {
  const asked = await call(t.app, settingsOperatorApi[group].change, {
    headers: asker.headers,
    body: { ...body, reason: 'test change' } as never,
  });
  if (asked.statusCode === 200) return null;
  if (asked.statusCode !== 202) throw new Error(`the change did not wait: ${asked.statusCode} ${asked.body}`);
  const { pending } = asked.json<{ pending: SettingChange }>();
  const confirmed = await call(t.app, settingChangesApi.confirm, {
    headers: confirmer.headers,
    params: { changeId: pending.id },
    body: {},
  });
  if (confirmed.statusCode !== 200)
    throw new Error(`not confirmed: ${confirmed.statusCode} ${confirmed.body}`);
  return confirmed.json<SettingChange>();
}
