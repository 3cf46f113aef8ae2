import type pg from 'pg';
import {
  settingTables,
  toBaht,
  toSatang,
  type SettingTable,
  type SettingTableChange,
  type SettingTableRow,
} from '@wallet/contract';
import type { Queryable, Tx } from '../../db/queryable.ts';
import { fail } from '../../lib/app-error.ts';
import type { Actor, OperatorSide } from '../../lib/operator-side.ts';

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

type AnyDefinition = SettingTableDefinition<SettingTable>;
type ColumnSpec = { column: string; kind?: ColumnKind; readOnly?: true };

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

/**
 * The settings tables' rows as stored: read, and written with their audit row. Every write goes
 * through `writeIn`, the save that applies at once and the waiting change a second admin confirms
 * (ADR 0194) alike. Each owning module registers its table's definition when its routes register,
 * so a change confirmed after a restart finds it.
 */
export class SettingTableRows {
  private readonly definitions = new Map<SettingTable, AnyDefinition>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly operators: OperatorSide,
  ) {}

  register(definition: AnyDefinition): void {
    this.definitions.set(definition.table, definition);
  }

  definitionOf(table: SettingTable): AnyDefinition {
    const definition = this.definitions.get(table);
    if (!definition) throw new Error(`the ${table} table was never registered`);
    return definition;
  }

  async list<T extends SettingTable>(table: T, db: Queryable = this.pool) {
    const definition = this.definitionOf(table);
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT code, ${selectList(definition)} FROM ${definition.sqlTable} ORDER BY sort, code`,
    );
    return { rows: rows.map((row) => rowOf(definition, row) as SettingTableRow<T>) };
  }

  /** The row as stored, locked until the transaction ends (null: no row has the code). */
  async lockedIn(tx: Tx, table: SettingTable, code: string): Promise<Record<string, unknown> | null> {
    const definition = this.definitionOf(table);
    const { rows } = await tx.query<Record<string, unknown>>(
      `SELECT code, ${selectList(definition)} FROM ${definition.sqlTable} WHERE code = $1 FOR UPDATE`,
      [code],
    );
    return rows[0] ? rowOf(definition, rows[0]) : null;
  }

  /**
   * Writes the fields given over the row as stored (every writable field for a new row), under
   * the row's lock, with one audit row holding the row before and after.
   */
  async writeIn(
    tx: Tx,
    actor: Actor,
    table: SettingTable,
    code: string,
    fields: Record<string, unknown>,
    reason: string | null = null,
  ): Promise<void> {
    const definition = this.definitionOf(table);
    const before = await this.lockedIn(tx, table, code);
    if (!before && !settingTables[table].adds) fail('NO_DATA');
    const row = { ...before, ...fields };
    const written = (Object.entries(definition.columns) as [string, ColumnSpec][]).filter(
      ([, spec]) => !spec.readOnly,
    );
    const specs = written.map(([, spec]) => spec);
    const values = written.map(([field, spec]) => toStored(spec.kind, row[field]));
    const cast = (index: number) => (specs[index]!.kind === 'json' ? '::jsonb' : '');
    if (before) {
      const assignments = specs.map((spec, index) => `${spec.column} = $${index + 2}${cast(index)}`);
      await tx.query(`UPDATE ${definition.sqlTable} SET ${assignments.join(', ')} WHERE code = $1`, [
        code,
        ...values,
      ]);
    } else {
      const placeholders = specs.map((_, index) => `$${index + 2}${cast(index)}`);
      await tx.query(
        `INSERT INTO ${definition.sqlTable} (code, ${specs.map((spec) => spec.column).join(', ')})
         VALUES ($1, ${placeholders.join(', ')})`,
        [code, ...values],
      );
    }
    const { rows: saved } = await tx.query<Record<string, unknown>>(
      `SELECT code, ${selectList(definition)} FROM ${definition.sqlTable} WHERE code = $1`,
      [code],
    );
    await this.operators.appendAudit(tx, actor, {
      action: 'settings.update',
      targetType: 'settings',
      targetId: `${table}:${code}`,
      before,
      after: rowOf(definition, saved[0]!),
      reason,
    });
  }
}

function selectList(definition: AnyDefinition): string {
  return (Object.entries(definition.columns) as [string, ColumnSpec][])
    .map(([field, spec]) => `${spec.column} AS "${field}"`)
    .join(', ');
}

function rowOf(definition: AnyDefinition, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { code: row.code };
  for (const [field, spec] of Object.entries(definition.columns) as [string, ColumnSpec][])
    out[field] = fromStored(spec.kind, row[field]);
  return out;
}
