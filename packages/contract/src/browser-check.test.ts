import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { browserModuleSource, jsonSchemaOf, SERVER_ONLY_ROUTE_FIELDS } from '../browser-checks.ts';
import { text } from './api/common.ts';
import { browserCheck, type JsonSchema } from './browser-check.ts';
import { allRoutes } from './routes/index.ts';

/** The browser check of a zod schema, as the build writes it. */
const checkOf = (schema: z.ZodType) => browserCheck(jsonSchemaOf(schema, 'test') as JsonSchema);

/** Both answer the same: fit or not, and the same data when it fits. */
function expectSameAnswer(schema: z.ZodType, input: unknown) {
  const zod = schema.safeParse(input);
  const browser = checkOf(schema).safeParse(input);
  expect({ input, success: browser.success }).toEqual({ input, success: zod.success });
  if (zod.success && browser.success) expect(browser.data).toEqual(zod.data);
}

describe('browserCheck answers like zod', () => {
  it('drops unknown keys, requires required ones, keeps optional ones out when absent', () => {
    const schema = z.object({ id: z.number().int(), name: z.string().optional() });
    for (const input of [
      { id: 1 },
      { id: 1, name: 'a', extra: true },
      { name: 'a' },
      { id: 1.5 },
      [],
      null,
    ]) {
      expectSameAnswer(schema, input);
    }
  });

  it('fills defaults, checks bounds, patterns, enums, literals and nulls', () => {
    const schema = z.object({
      page: z.number().int().min(1).max(10).default(1),
      code: z
        .string()
        .min(2)
        .max(5)
        .regex(/^[A-Z]+$/),
      status: z.enum(['SUCCESS', 'PENDING']),
      kind: z.literal('bank'),
      note: z.string().nullable(),
      rate: z.number().positive(),
    });
    const good = { code: 'KB', status: 'SUCCESS', kind: 'bank', note: null, rate: 0.5 };
    for (const input of [
      good,
      { ...good, page: 3 },
      { ...good, page: 11 },
      { ...good, page: 0 },
      { ...good, code: 'K' },
      { ...good, code: 'kbank' },
      { ...good, status: 'DONE' },
      { ...good, kind: 'qr' },
      { ...good, note: 'x' },
      { ...good, note: 1 },
      { ...good, rate: 0 },
    ]) {
      expectSameAnswer(schema, input);
    }
  });

  it("reads the contract's text() rule with Unicode classes: letters fit, control characters do not", () => {
    const schema = z.object({ title: text(80).trim().min(1) });
    for (const title of ['Slip please (th)', 'ฝากเงิน', 'ຝາກເງິນ', 'pCcf{}', 'a\u0007b', 'a\u200bb'])
      expectSameAnswer(schema, { title });
    expect(checkOf(schema).safeParse({ title: 'Slip please' }).success).toBe(true);
  });

  it('takes the first union member that fits, reads records, arrays and tuples', () => {
    const schema = z.object({
      either: z.union([z.object({ a: z.string() }), z.object({}).strict()]),
      tagged: z.discriminatedUnion('type', [
        z.object({ type: z.literal('x'), x: z.number() }),
        z.object({ type: z.literal('y'), y: z.boolean() }),
      ]),
      byCode: z.record(z.string(), z.number()),
      list: z.array(z.string()).min(1).max(2),
      pair: z.tuple([z.string(), z.number()]),
    });
    const good = {
      either: { a: 'a' },
      tagged: { type: 'x', x: 1 },
      byCode: { a: 1 },
      list: ['a'],
      pair: ['a', 1],
    };
    for (const input of [
      good,
      { ...good, either: {} },
      { ...good, tagged: { type: 'y', y: true } },
      { ...good, tagged: { type: 'y', y: 1 } },
      { ...good, byCode: { a: 'one' } },
      { ...good, list: [] },
      { ...good, list: ['a', 'b', 'c'] },
      { ...good, pair: ['a', 'b'] },
    ]) {
      expectSameAnswer(schema, input);
    }
  });
});

/** A smallest value that fits a JSON Schema, for walking the real contract. */
function sampleOf(schema: JsonSchema): unknown {
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sampleOf(options[0]!);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map(sampleOf));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, sampleOf(schema.properties![key]!)]),
      );
    case 'array':
      return (schema.prefixItems ?? [])
        .map(sampleOf)
        .concat(
          Array.from(
            { length: Math.max(0, (schema.minItems ?? 0) - (schema.prefixItems?.length ?? 0)) },
            () => sampleOf(schema.items!),
          ),
        );
    case 'string':
      // A pattern's example is not derived here: null, which both must refuse.
      return schema.pattern ? null : 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'number':
    case 'integer':
      return schema.minimum ?? (schema.exclusiveMinimum === undefined ? 0 : schema.exclusiveMinimum + 1);
    case 'boolean':
      return true;
    default:
      return null;
  }
}

const SUCCESS = [200, 201, 202, 204] as const;
const replies = allRoutes.flatMap((route) =>
  SUCCESS.flatMap((status) => {
    const shape = route.replies[status];
    return shape && typeof shape !== 'string'
      ? [{ name: `${route.method} ${route.path} ${status}`, shape }]
      : [];
  }),
);

describe('browserCheck reads an unknown value as zod does', () => {
  it("keeps arrays inside a record of unknown values (the audit trail's before and after)", () => {
    const snapshot = z.record(z.string(), z.unknown()).nullable();
    for (const input of [
      { tags: ['WATCH'], added: ['WATCH'], removed: [] },
      { nested: [{ a: 1 }, [2, 'b']] },
      { a: 1 },
      null,
      ['not', 'a', 'record'],
    ]) {
      expectSameAnswer(snapshot, input);
    }
    expectSameAnswer(z.unknown(), [1, 'two', { three: 3 }]);
  });
});

describe('every answer the contract declares has a browser check', () => {
  let accepted = 0;
  it.each(replies)('$name', ({ name, shape }) => {
    const json = jsonSchemaOf(shape, name) as JsonSchema;
    const check = browserCheck(json);
    const sample = sampleOf(json);
    const fits = shape.safeParse(sample).success;
    expect(check.safeParse(sample).success).toBe(fits);
    if (fits) accepted += 1;
    // Without a required field, both refuse.
    const [first] = json.required ?? [];
    if (first && typeof sample === 'object' && sample !== null) {
      const { [first]: _dropped, ...short } = sample as Record<string, unknown>;
      expect(check.safeParse(short).success).toBe(shape.safeParse(short).success);
    }
    expect(check.safeParse(42).success).toBe(shape.safeParse(42).success);
    expect(check.safeParse(undefined).success).toBe(shape.safeParse(undefined).success);
  });

  it('covers the routes, most with a sample both accept (a wrong import would leave them empty)', () => {
    expect(replies.length).toBeGreaterThan(60);
    expect(accepted).toBeGreaterThan(replies.length / 2);
  });
});

describe('the browser module of a contract file', () => {
  it('holds checks and data, and no zod', async () => {
    const source = await browserModuleSource(new URL('./realtime.ts', import.meta.url).pathname);
    expect(source).not.toMatch(/from ['"]zod['"]/);
    expect(source).toContain('export const balanceEvent = /* @__PURE__ */ __check(');
    expect(source).toContain('export const SOCKET_PATH = "/socket.io";');
  });

  it("keeps of a route what the browsers read, not the server's own fields (ADR 0184)", async () => {
    const source = await browserModuleSource(new URL('./routes/games.ts', import.meta.url).pathname);
    expect(source).toContain('"method": "GET", "path": "/api/wallet/activate/:slotCode", "replies": {');
    for (const field of SERVER_ONLY_ROUTE_FIELDS) expect(source).not.toContain(`"${field}":`);
  });

  it('turns a schema factory into a function that says it needs zod', async () => {
    const source = await browserModuleSource(new URL('./api/common.ts', import.meta.url).pathname);
    expect(source).toContain('export const text = /* @__PURE__ */ __builtWithZod("api/common.ts: text")');
  });
});
