import type pg from 'pg';
import {
  settingGroups,
  settingShapes,
  type SettingGroup,
  type SettingGroupValues,
  type SettingName,
} from '@wallet/contract';
import { inTransaction } from '../../db/transaction.ts';
import type { Actor, OperatorSide } from '../../lib/operator-side.ts';
import { cleanHtmlOf } from './html-settings.ts';
import type { Settings } from './defaults.ts';
import type { SettingsService } from './service.ts';

/**
 * An operator's change of a settings group (ADR 0086): the settings sent are written with their
 * HTML cleaned, the audit row (before and after) in the same transaction, and every node told once
 * it committed, so the member site of every node reads the new values within seconds.
 */
export class SettingGroupChanges {
  constructor(
    private readonly pool: pg.Pool,
    private readonly settings: SettingsService,
    private readonly operators: OperatorSide,
  ) {}

  /** The group's values as stored (defaults for those never changed). */
  async read<G extends SettingGroup>(group: G): Promise<SettingGroupValues<G>> {
    const all = await this.settings.all();
    return Object.fromEntries(settingGroups[group].map((name) => [name, all[name]])) as SettingGroupValues<G>;
  }

  async change<G extends SettingGroup>(
    actor: Actor,
    group: G,
    values: Partial<SettingGroupValues<G>>,
  ): Promise<SettingGroupValues<G>> {
    const names = (settingGroups[group] as readonly SettingName[]).filter(
      (name) => (values as Record<string, unknown>)[name] !== undefined,
    );
    const after = Object.fromEntries(
      names.map((name) => {
        const checked = settingShapes[name].parse((values as Record<string, unknown>)[name]);
        return [name, cleanHtmlOf(name, checked)];
      }),
    ) as Partial<Settings>;
    await inTransaction(this.pool, async (tx) => {
      const before = await this.settings.lockedIn(tx, names);
      await this.settings.setIn(tx, after);
      await this.operators.appendAudit(tx, actor, {
        action: 'settings.update',
        targetType: 'settings',
        targetId: group,
        before,
        after,
      });
    });
    this.settings.announce(names);
    return this.read(group);
  }
}
