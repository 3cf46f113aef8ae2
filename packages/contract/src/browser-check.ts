/**
 * The contract's shapes as the browser builds check them (ADR 0072). A browser build does not
 * carry zod: `vite-browser-checks.ts` turns each zod schema of the contract into its JSON Schema at
 * build time, and this reads it. It answers like zod's `safeParse` on the same schema: unknown
 * object keys are dropped, defaults filled in, the first union member that fits wins. It is a
 * lighter check than zod's in two ways, both on the server's side of the line: refinements written
 * as code (a satang amount's `refine`) are not run, and `format` is not checked (zod writes the
 * format's pattern beside it, which is).
 */
export type JsonSchema = {
  type?: JsonType | JsonType[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
};

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

/** The keywords read here; the build refuses a schema that uses any other (except notes). */
export const CHECKED_KEYWORDS: readonly string[] = [
  'type',
  'const',
  'enum',
  'anyOf',
  'oneOf',
  'allOf',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'prefixItems',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'default',
];

/** Thrown inside a check; never leaves `safeParse`. */
const MISFIT: unique symbol = Symbol('misfit');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fitsType(type: JsonType, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isSafeInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'object':
      return isObject(value);
    case 'array':
      return Array.isArray(value);
  }
}

function firstFit(options: JsonSchema[], value: unknown, patterns: Map<string, RegExp>): unknown {
  for (const option of options) {
    try {
      return read(option, value, patterns);
    } catch (error) {
      if (error !== MISFIT) throw error;
    }
  }
  throw MISFIT;
}

function readObject(schema: JsonSchema, value: Record<string, unknown>, patterns: Map<string, RegExp>) {
  const out: Record<string, unknown> = {};
  const known = schema.properties ?? {};
  for (const [key, property] of Object.entries(known)) {
    let field = value[key];
    if (field === undefined && property.default !== undefined) field = structuredClone(property.default);
    if (field === undefined) {
      if (schema.required?.includes(key)) throw MISFIT;
      continue;
    }
    out[key] = read(property, field, patterns);
  }
  const extra = schema.additionalProperties;
  for (const [key, field] of Object.entries(value)) {
    if (key in known) continue;
    if (schema.propertyNames) read(schema.propertyNames, key, patterns);
    // `false` is zod's default object: unknown keys are dropped, not refused.
    if (extra === false) continue;
    out[key] = extra === undefined || extra === true ? field : read(extra, field, patterns);
  }
  return out;
}

function readArray(schema: JsonSchema, value: unknown[], patterns: Map<string, RegExp>): unknown[] {
  if (schema.minItems !== undefined && value.length < schema.minItems) throw MISFIT;
  if (schema.maxItems !== undefined && value.length > schema.maxItems) throw MISFIT;
  const tuple = schema.prefixItems ?? [];
  return value.map((item, index) => {
    const itemSchema = index < tuple.length ? tuple[index] : schema.items;
    if (itemSchema !== undefined) return read(itemSchema, item, patterns);
    // Past a tuple's last member nothing fits; an array of anything (an `unknown` value, the audit
    // trail's before and after) keeps its items as they are.
    if (tuple.length > 0) throw MISFIT;
    return item;
  });
}

/**
 * JSON Schema patterns are read with Unicode semantics, as zod wrote them (`\p{Cc}` in text()'s
 * no-control-characters rule means a Unicode class only with the `u` flag; without it, it is the
 * letters p, C, c, f and braces, and any text holding them misfits). A pattern that is not valid
 * in Unicode mode is read as before.
 */
function compilePattern(source: string): RegExp {
  try {
    return new RegExp(source, 'u');
  } catch {
    return new RegExp(source);
  }
}

function checkString(schema: JsonSchema, value: string, patterns: Map<string, RegExp>): void {
  if (schema.minLength !== undefined && value.length < schema.minLength) throw MISFIT;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) throw MISFIT;
  if (schema.pattern !== undefined) {
    let pattern = patterns.get(schema.pattern);
    if (!pattern) {
      pattern = compilePattern(schema.pattern);
      patterns.set(schema.pattern, pattern);
    }
    if (!pattern.test(value)) throw MISFIT;
  }
}

function checkNumber(schema: JsonSchema, value: number): void {
  if (schema.minimum !== undefined && value < schema.minimum) throw MISFIT;
  if (schema.maximum !== undefined && value > schema.maximum) throw MISFIT;
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) throw MISFIT;
  if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) throw MISFIT;
}

function read(schema: JsonSchema, value: unknown, patterns: Map<string, RegExp>): unknown {
  if ('const' in schema && value !== schema.const) throw MISFIT;
  if (schema.enum && !schema.enum.includes(value)) throw MISFIT;
  if (schema.anyOf) return firstFit(schema.anyOf, value, patterns);
  if (schema.oneOf) return firstFit(schema.oneOf, value, patterns);
  if (schema.allOf) {
    const parts = schema.allOf.map((part) => read(part, value, patterns));
    return parts.every(isObject) ? Object.assign({}, ...parts) : parts[0];
  }
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((type) => fitsType(type, value))) throw MISFIT;
  }
  if (typeof value === 'string') checkString(schema, value, patterns);
  if (typeof value === 'number') checkNumber(schema, value);
  if (Array.isArray(value)) return readArray(schema, value, patterns);
  if (isObject(value) && (schema.properties || schema.additionalProperties !== undefined)) {
    return readObject(schema, value, patterns);
  }
  return value;
}

/** The `safeParse` of a contract schema, from its JSON Schema (the only thing callers read). */
export interface BrowserCheck<T = unknown> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

export function browserCheck<T = unknown>(schema: JsonSchema): BrowserCheck<T> {
  const patterns = new Map<string, RegExp>();
  return {
    safeParse(input) {
      try {
        return { success: true, data: read(schema, input, patterns) as T };
      } catch (error) {
        if (error !== MISFIT) throw error;
        return { success: false };
      }
    },
  };
}

/** What a schema factory of the contract is in a browser build: calling it is a bug. */
export function builtWithZod(where: string): () => never {
  return () => {
    throw new Error(`${where} builds a zod schema; the browser build has none (ADR 0072)`);
  };
}
