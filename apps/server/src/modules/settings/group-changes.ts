import { isDeepStrictEqual } from 'node:util';
import type pg from 'pg';
import {
  isMoneyControlSetting,
  settingFields,
  settingGroups,
  settingShapes,
  type SettingChangeWaiting,
  type SettingGroup,
  type SettingGroupValues,
  type SettingName,
} from '@wallet/contract';
import { inTransaction } from '../../db/transaction.ts';
import type { OperatorActor, OperatorSide } from '../../lib/operator-side.ts';
import type { SettingChangeRequests } from './change-requests.ts';
import { cleanHtmlOf } from './html-settings.ts';
import type { SettingKey, Settings } from './defaults.ts';
import type { SettingsService } from './service.ts';
import { writeSettingsIn } from './setting-writes.ts';

/** A value as the contract reads it, for comparing: what was stored, stripped of what the shape drops. */
function comparable(name: SettingName, value: unknown): unknown {
  const parsed = settingFields[name].safeParse(value);
  return JSON.parse(JSON.stringify(parsed.success ? parsed.data : value)) as unknown;
}

function pick(values: Partial<Settings>, names: SettingKey[]): Partial<Settings> {
  return Object.fromEntries(names.map((name) => [name, values[name]])) as Partial<Settings>;
}

/**
 * An operator's change of a settings group (ADR 0086): the settings sent are written with their
 * HTML cleaned, the audit row (before and after) in the same transaction, and every node told once
 * it committed, so the member site of every node reads the new values within seconds. A
 * money-control setting whose value changes does not apply: it waits for a second admin (ADR
 * 0130), and the answer is the waiting change.
 */
export class SettingGroupChanges {
  constructor(
    private readonly pool: pg.Pool,
    private readonly settings: SettingsService,
    private readonly operators: OperatorSide,
    private readonly requests: SettingChangeRequests,
  ) {}

  /** The group's values as stored (defaults for those never changed). */
  async read<G extends SettingGroup>(group: G): Promise<SettingGroupValues<G>> {
    const all = await this.settings.all();
    return Object.fromEntries(settingGroups[group].map((name) => [name, all[name]])) as SettingGroupValues<G>;
  }

  async change<G extends SettingGroup>(
    actor: OperatorActor,
    group: G,
    body: Partial<SettingGroupValues<G>> & { reason?: string },
  ): Promise<SettingGroupValues<G> | SettingChangeWaiting> {
    const values = body as Record<string, unknown>;
    const names = (settingGroups[group] as readonly SettingName[]).filter(
      (name) => values[name] !== undefined,
    );
    const after = Object.fromEntries(
      names.map((name) => {
        const checked = settingShapes[name].parse(values[name]);
        return [name, cleanHtmlOf(name, checked)];
      }),
    ) as Partial<Settings>;
    const outcome = await inTransaction(this.pool, async (tx) => {
      const before = await this.settings.lockedIn(tx, names);
      // A money-control setting sent as it is stored (the form sends its group whole) changes nothing.
      const held = names.filter(
        (name) =>
          isMoneyControlSetting(name) &&
          !isDeepStrictEqual(comparable(name, before[name]), comparable(name, after[name])),
      );
      const now = names.filter((name) => !isMoneyControlSetting(name));
      const pending =
        held.length > 0
          ? await this.requests.requestIn(
              tx,
              actor,
              group,
              pick(before, held),
              pick(after, held),
              body.reason,
            )
          : undefined;
      const applied = await writeSettingsIn(
        tx,
        { settings: this.settings, operators: this.operators },
        actor,
        group,
        pick(after, now),
        // The reason a money group's form asks for is kept with what applies at once too (issue 41).
        body.reason ?? null,
      );
      return { pending, applied };
    });
    this.settings.announce(outcome.applied);
    if (outcome.pending !== undefined) {
      this.requests.asked(outcome.pending);
      return { pending: await this.requests.get(outcome.pending) };
    }
    return this.read(group);
  }
}
