import { z } from 'zod';
import { settingGroupNames, settingGroupShapes, type SettingGroup } from './setting-groups.ts';
import { hexColour } from './settings-operator.ts';
import { settingTableNames, settingTables, type SettingTable } from './settings-tables.ts';

/**
 * The input the back-office draws for a settings field, read from the contract's shapes (ADR 0122)
 * so that every setting and table gets it, not one screen: a choice for an enum (or a union's
 * discriminator: `variants` then lists the fields each choice's object has, with a first value),
 * a colour picker for `hexColour`, a date and time for an ISO instant. Fields not listed here
 * are drawn by their value (a switch, a number, a text).
 */
export type SettingInput =
  | { kind: 'choice'; options: string[]; variants?: Record<string, Record<string, unknown>> }
  | { kind: 'colour' }
  | { kind: 'instant' };

/** A form's inputs by the field's dotted path, a list's items as `*` (`spin.wheel.slices.*.prize.type`). */
export type SettingInputs = Record<string, SettingInput>;

type Json = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: Json[];
  oneOf?: Json[];
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  pattern?: string;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
};

const COLOUR_PATTERN = (z.toJSONSchema(hexColour) as Json).pattern;

/** The first value a field takes when a choice brings it in: the least its shape allows. */
function firstValue(schema: Json): unknown {
  const types = [schema.type ?? []].flat();
  if (types.includes('number') || types.includes('integer'))
    return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
  if (types.includes('boolean')) return false;
  if (types.includes('string')) return '';
  return null;
}

function walk(schema: Json, path: string, out: SettingInputs): void {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    // A nullable field (`x | null`) is the field; a union of objects is one object whose
    // discriminator (the field each member fixes with a `const`) chooses the others.
    const objects = options.filter((option) => option.properties);
    const values = options.filter((option) => !option.properties && option.type !== 'null');
    if (values.length === 1 && objects.length === 0) return walk(values[0]!, path, out);
    if (objects.length === options.length) walkUnion(objects, path, out);
    return;
  }
  const prefix = path === '' ? '' : `${path}.`;
  if (schema.properties)
    for (const [key, field] of Object.entries(schema.properties)) walk(field, `${prefix}${key}`, out);
  else if (schema.items) walk(schema.items, `${prefix}*`, out);
  else if (schema.enum && schema.enum.every((value) => typeof value === 'string'))
    out[path] = { kind: 'choice', options: schema.enum as string[] };
  else if (schema.pattern !== undefined && schema.pattern === COLOUR_PATTERN) out[path] = { kind: 'colour' };
  else if (schema.format === 'date-time') out[path] = { kind: 'instant' };
}

function walkUnion(objects: Json[], path: string, out: SettingInputs): void {
  const first = objects[0]!.properties!;
  const key = Object.keys(first).find((name) =>
    objects.every((option) => option.properties?.[name]?.const !== undefined),
  );
  if (key === undefined) return;
  const variants = Object.fromEntries(
    objects.map((option) => [
      String(option.properties![key]!.const),
      Object.fromEntries(
        Object.entries(option.properties!)
          .filter(([name]) => name !== key && option.required?.includes(name))
          .map(([name, field]) => [name, firstValue(field)]),
      ),
    ]),
  );
  out[`${path}.${key}`] = { kind: 'choice', options: Object.keys(variants), variants };
  for (const option of objects)
    for (const [name, field] of Object.entries(option.properties!))
      if (name !== key) walk(field, `${path}.${name}`, out);
}

function inputsOf(schema: z.ZodType): SettingInputs {
  const out: SettingInputs = {};
  walk(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', reused: 'inline' }) as Json, '', out);
  return out;
}

/**
 * Each group's and each table's inputs, built here once: the browser builds carry them as data
 * (ADR 0072), where zod and its JSON Schema do not exist.
 */
export const settingGroupInputs = Object.fromEntries(
  settingGroupNames.map((group) => [group, inputsOf(settingGroupShapes[group])]),
) as Record<SettingGroup, SettingInputs>;
export const settingTableInputs = Object.fromEntries(
  settingTableNames.map((table) => [table, inputsOf(settingTables[table].change)]),
) as Record<SettingTable, SettingInputs>;
