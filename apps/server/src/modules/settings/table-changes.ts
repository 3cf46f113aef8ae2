import type pg from 'pg';
import {
  moneyControlTables,
  settingRowKey,
  settingTableChanges,
  waitingTerms,
  type SettingChangeWaiting,
  type SettingTable,
  type SettingTableRow,
} from '@wallet/contract';
import { inTransaction } from '../../db/transaction.ts';
import type { OperatorActor } from '../../lib/operator-side.ts';
import type { SettingChangeRequests } from './change-requests.ts';
import type { SettingsService } from './service.ts';
import type { SettingTableDefinition, SettingTableRows } from './table-rows.ts';

export type { SettingTableDefinition } from './table-rows.ts';

const pick = (row: Record<string, unknown>, fields: string[]) =>
  Object.fromEntries(fields.map((field) => [field, row[field]]));

/**
 * An operator's save of one settings table row (ADR 0107), audited in the save's transaction and
 * told to every node. A money-control table's row (ADR 0194: a bonus's terms) added, or with terms
 * that differ from the stored ones, does not apply: it waits for a second admin through the
 * settings' two-person changes (ADR 0130), its group's screen showing it; the fields members read
 * (and when the row is offered) of a row that exists apply at once, as a group's ordinary
 * settings do beside its money-control ones.
 */
export class SettingTableChanges {
  constructor(
    private readonly pool: pg.Pool,
    private readonly settings: SettingsService,
    private readonly rows: SettingTableRows,
    private readonly requests: SettingChangeRequests,
  ) {}

  /** The owning module's table, registered with its routes (a waiting change applies through it). */
  register<T extends SettingTable>(definition: SettingTableDefinition<T>): void {
    this.rows.register(definition as never);
  }

  list<T extends SettingTable>(definition: SettingTableDefinition<T>) {
    return this.rows.list(definition.table);
  }

  async save<T extends SettingTable>(
    actor: OperatorActor,
    definition: SettingTableDefinition<T>,
    givenCode: string,
    body: Record<string, unknown>,
  ): Promise<{ rows: SettingTableRow<T>[] } | SettingChangeWaiting> {
    const { table } = definition;
    const code = definition.code ? definition.code(givenCode) : givenCode;
    const { reason, ...checked } = settingTableChanges[table].parse(body) as Record<string, unknown> & {
      reason?: string;
    };
    const row = (definition.clean ? definition.clean(checked as never) : checked) as Record<string, unknown>;
    const pending = await inTransaction(this.pool, async (tx) => {
      const before = await this.rows.lockedIn(tx, table, code);
      const terms = waitingTerms(table, before, row);
      if (terms.length === 0) {
        await this.rows.writeIn(tx, actor, table, code, row, reason ?? null);
        return undefined;
      }
      const key = settingRowKey(table, code);
      const id = await this.requests.requestIn(
        tx,
        actor,
        moneyControlTables[table as keyof typeof moneyControlTables].group,
        { [key]: before && pick(before, terms) },
        { [key]: pick(row, terms) },
        reason,
      );
      // What applies at once beside the waiting terms, when it changed (no audit row of nothing).
      const atOnce = Object.keys(row).filter(
        (field) => !terms.includes(field) && JSON.stringify(before?.[field]) !== JSON.stringify(row[field]),
      );
      if (before && atOnce.length > 0)
        await this.rows.writeIn(tx, actor, table, code, pick(row, atOnce), reason ?? null);
      return id;
    });
    this.settings.announce([`table:${table}`]);
    if (pending === undefined) return this.rows.list(table);
    this.requests.asked(pending);
    return { pending: await this.requests.get(pending) };
  }
}
