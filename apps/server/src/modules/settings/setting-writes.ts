import type { SettingGroup } from '@wallet/contract';
import type { Tx } from '../../db/queryable.ts';
import type { Actor, OperatorSide } from '../../lib/operator-side.ts';
import type { SettingKey, Settings } from './defaults.ts';
import type { SettingsService } from './service.ts';

/**
 * The one way a settings group's values are written (ADR 0086): under the rows' locks, audited
 * with before and after in the same transaction. The caller announces the keys once it committed,
 * so every node reads them again. An admin's change of the ordinary settings and a confirmed
 * money-control change (ADR 0130) both come through here.
 */
export async function writeSettingsIn(
  tx: Tx,
  { settings, operators }: { settings: SettingsService; operators: OperatorSide },
  actor: Actor,
  group: SettingGroup,
  after: Partial<Settings>,
  reason: string | null = null,
): Promise<SettingKey[]> {
  const names = Object.keys(after) as SettingKey[];
  if (names.length === 0) return names;
  const before = await settings.lockedIn(tx, names);
  await settings.setIn(tx, after);
  await operators.appendAudit(tx, actor, {
    action: 'settings.update',
    targetType: 'settings',
    targetId: group,
    before,
    after,
    reason,
  });
  return names;
}
