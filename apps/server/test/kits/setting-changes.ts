import {
  settingChangesApi,
  settingsOperatorApi,
  type SettingChange,
  type SettingGroup,
} from '@wallet/contract';
import type { TestApp } from '../harness.ts';
import { call } from '../call.ts';
import type { TestOperator } from './operators.ts';

/**
 * Makes the operator, and every grant on its account, as old as `hours`: an operator made or
 * handed over within the window cannot be a second person (ADR 0129), so a test moves one past it.
 */
export async function ageOperator(t: TestApp, operator: { id: number }, hours = 100): Promise<void> {
  await t.database.pool.query(
    `WITH aged AS (UPDATE operators SET created_at = now() - make_interval(hours => $2::int) WHERE id = $1 RETURNING id)
     UPDATE operator_grants SET issued_at = now() - make_interval(hours => $2::int),
       enrolled_at = CASE WHEN enrolled_at IS NULL THEN NULL ELSE now() - make_interval(hours => $2::int) END,
       confirmed_at = CASE WHEN confirmed_at IS NULL THEN NULL ELSE now() - make_interval(hours => $2::int) END
     WHERE operator_id IN (SELECT id FROM aged)`,
    [operator.id, hours],
  );
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
