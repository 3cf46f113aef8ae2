import type pg from 'pg';
import {
  settingTables,
  toBaht,
  toSatang,
  type SettingTable,
  type SettingTableChange,
  type SettingTableRow,
} from '@wallet/contract';
import type { Queryable } from '../../db/queryable.ts';
import { inTransaction } from '../../db/transaction.ts';
import { fail } from '../../lib/app-error.ts';
import type { Actor, OperatorSide } from '../../lib/operator-side.ts';
import type { SettingsService } from './service.ts';

/** How a stored column is turned into the contract's field and back. */
type ColumnKind = 'plain' | 'json' | 'satang' | 'instant';

/**
 * A settings table as stored (ADR 0107): its SQL table, each field's column and kind, and what a
 * save does to a row before it is written (codes upper case, HTML cleaned). The owning module
 * declares it beside the code that reads the table, and registers its routes with it.
 */
export interface SettingTableDefinition<T extends SettingTable> {
  table: T;
  sqlTable: string;
  /** Each answered field's column; `readOnly` ones are shown, never written (reference data). */
  columns: Record<
    Exclude<keyof SettingTableRow<T>, 'code'>,
    { column: string; kind?: ColumnKind; readOnly?: true }
  >;
  /** The code as stored (bonus codes are upper case). */
  code?(code: string): string;
  /** The row as stored: HTML cleaned with the member site's allow-list. */
  clean?(row: SettingTableChange<T>): SettingTableChange<T>;
}

function fromStored(kind: ColumnKind | undefined, value: unknown): unknown {
  if (value === null) return null;
  if (kind === 'satang') return toBaht(Number(value));
  if (kind === 'instant') return (value as Date).toISOString();
  return value;
}

function toStored(kind: ColumnKind | undefined, value: unknown): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (kind === 'satang') return toSatang(value as number);
  if (kind === 'json') return JSON.stringify(value);
  return value;
}

/** Lists a table's rows and saves one, audited in the save's transaction and told to every node. */
export class SettingTableChanges {
  constructor(
    private readonly pool: pg.Pool,
    private readonly settings: SettingsService,
    private readonly operators: OperatorSide,
  ) {}

  async list<T extends SettingTable>(definition: SettingTableDefinition<T>, db: Queryable = this.pool) {
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT code, ${this.selectList(definition)} FROM ${definition.sqlTable} ORDER BY sort, code`,
    );
    return { rows: rows.map((row) => this.rowOf(definition, row)) };
  }

  /**
   * Saves one row: added when its code is new (for a table that takes new rows, else NO_DATA),
   * else changed in place. The row before and after are one audit row, under the row's lock.
   */
  async save<T extends SettingTable>(
    actor: Actor,
    definition: SettingTableDefinition<T>,
    givenCode: string,
    body: SettingTableChange<T>,
  ) {
    const code = definition.code ? definition.code(givenCode) : givenCode;
    const checked = settingTables[definition.table].change.parse(body) as SettingTableChange<T>;
    const row = (definition.clean ? definition.clean(checked) : checked) as Record<string, unknown>;
    const written = Object.entries(definition.columns) as [
      string,
      { column: string; kind?: ColumnKind; readOnly?: true },
    ][];
    const fields = written.filter(([, spec]) => !spec.readOnly).map(([field]) => field);
    const specs = written.filter(([, spec]) => !spec.readOnly).map(([, spec]) => spec);
    const values = fields.map((field, index) => toStored(specs[index]!.kind, row[field]));
    await inTransaction(this.pool, async (tx) => {
      const { rows: found } = await tx.query<Record<string, unknown>>(
        `SELECT code, ${this.selectList(definition)} FROM ${definition.sqlTable} WHERE code = $1 FOR UPDATE`,
        [code],
      );
      const before = found[0] ? this.rowOf(definition, found[0]) : null;
      if (!before && !settingTables[definition.table].adds) fail('NO_DATA');
      const cast = (index: number) => (specs[index]!.kind === 'json' ? '::jsonb' : '');
      if (before) {
        const assignments = specs.map((spec, index) => `${spec.column} = $${index + 2}${cast(index)}`);
        await tx.query(`UPDATE ${definition.sqlTable} SET ${assignments.join(', ')} WHERE code = $1`, [
          code,
          ...values,
        ]);
      } else {
        const columns = specs.map((spec) => spec.column);
        const placeholders = specs.map((_, index) => `$${index + 2}${cast(index)}`);
        await tx.query(
          `INSERT INTO ${definition.sqlTable} (code, ${columns.join(', ')}) VALUES ($1, ${placeholders.join(', ')})`,
          [code, ...values],
        );
      }
      const { rows: saved } = await tx.query<Record<string, unknown>>(
        `SELECT code, ${this.selectList(definition)} FROM ${definition.sqlTable} WHERE code = $1`,
        [code],
      );
      await this.operators.appendAudit(tx, actor, {
        action: 'settings.update',
        targetType: 'settings',
        targetId: `${definition.table}:${code}`,
        before,
        after: this.rowOf(definition, saved[0]!),
      });
    });
    this.settings.announce([`table:${definition.table}`]);
    return this.list(definition);
  }

  private selectList<T extends SettingTable>(definition: SettingTableDefinition<T>): string {
    return Object.entries(definition.columns)
      .map(([field, spec]) => `${(spec as { column: string }).column} AS "${field}"`)
      .join(', ');
  }

  private rowOf<T extends SettingTable>(
    definition: SettingTableDefinition<T>,
    row: Record<string, unknown>,
  ): SettingTableRow<T> {
    const out: Record<string, unknown> = { code: row.code };
    for (const [field, spec] of Object.entries(definition.columns))
      out[field] = fromStored((spec as { kind?: ColumnKind }).kind, row[field]);
    return out as SettingTableRow<T>;
  }
}
