/// <reference types="node" />
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { CHECKED_KEYWORDS } from './src/browser-check.ts';

/**
 * The contract without zod, for the browser builds (ADR 0072). zod is 24 kB (gzip) of the member
 * app's first load, and the apps use a schema only for its `safeParse` of the server's answers. In
 * a build, every contract module that imports zod is replaced by the module it evaluates to: each
 * zod schema becomes `browserCheck(<its JSON Schema>)`, route declarations keep their plain
 * fields, constants stay as they are. The checks are generated from the same schemas the server
 * validates with, so there is still one contract. Dev and vitest keep zod itself.
 */

const CONTRACT_SOURCE = fileURLToPath(new URL('./src/', import.meta.url));
const RUNTIME = fileURLToPath(new URL('./src/browser-check.ts', import.meta.url));
/** Notes zod writes that change nothing about what fits. */
const NOTES = new Set(['$schema', 'description', 'format', 'title', 'examples']);
const IMPORTS_ZOD = /^import\s+(?!type\b)[^;]*\bfrom\s+'zod'/m;

function isSchema(value: unknown): value is z.ZodType {
  return value instanceof z.ZodType;
}

/** The JSON Schema of a zod schema, refused when it uses a keyword the browser check does not read. */
export function jsonSchemaOf(schema: z.ZodType, where: string): unknown {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', reused: 'inline' });
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (NOTES.has(key)) continue;
      if (!CHECKED_KEYWORDS.includes(key)) {
        throw new Error(
          `browser checks: ${where} uses JSON Schema keyword "${key}", which browser-check.ts does not read`,
        );
      }
      out[key] =
        key === 'properties'
          ? Object.fromEntries(Object.entries(value as object).map(([name, inner]) => [name, walk(inner)]))
          : key === 'const' || key === 'enum' || key === 'default'
            ? value
            : walk(value);
    }
    return out;
  };
  return walk(json);
}

/**
 * Fields of a route declaration that only the server and the OpenAPI document read: its docs, its
 * codes, who may call it and the checks of the path values and the query, which the server applies
 * (issue 44: 4-6 kB of every first load). The browsers read the method, the path, the answers'
 * checks, `idempotent`, `roles` (the back-office's menus) and `body` (the back-office checks a
 * setting before sending it).
 */
export const SERVER_ONLY_ROUTE_FIELDS = new Set([
  'summary',
  'tag',
  'codes',
  'access',
  'params',
  'query',
  'passwordChangeSession',
  'enrolment',
]);

/** A route declaration (routes/define.ts): a method, a path and its answers. */
function isRoute(value: object): boolean {
  return 'method' in value && 'path' in value && 'replies' in value;
}

/** One exported value as source: schemas become checks, plain data stays data. */
function valueSource(value: unknown, where: string): string {
  if (isSchema(value)) return `/* @__PURE__ */ __check(${JSON.stringify(jsonSchemaOf(value, where))})`;
  if (value === undefined) return 'undefined';
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return JSON.stringify(value);
  if (Array.isArray(value))
    return `[${value.map((item, i) => valueSource(item, `${where}[${i}]`)).join(', ')}]`;
  if (Object.getPrototypeOf(value) === Object.prototype) {
    const route = isRoute(value as object);
    const fields = Object.entries(value as object)
      .filter(([key, inner]) => inner !== undefined && !(route && SERVER_ONLY_ROUTE_FIELDS.has(key)))
      .map(([key, inner]) => `${JSON.stringify(key)}: ${valueSource(inner, `${where}.${key}`)}`);
    return `{ ${fields.join(', ')} }`;
  }
  // A schema factory (`text(max)`): the modules that call it ran here. Logic a browser calls
  // belongs in a module without zod, whose code the build keeps.
  if (typeof value === 'function') return `/* @__PURE__ */ __builtWithZod(${JSON.stringify(where)})`;
  throw new Error(`browser checks: ${where} is a ${typeof value}, which a browser module cannot hold`);
}

/** The browser module a zod-importing contract module evaluates to. */
export async function browserModuleSource(file: string): Promise<string> {
  const exports: Record<string, unknown> = await import(pathToFileURL(file).href);
  const lines = [
    `import { browserCheck as __check, builtWithZod as __builtWithZod } from ${JSON.stringify(RUNTIME)};`,
  ];
  for (const [name, value] of Object.entries(exports)) {
    lines.push(
      `export const ${name} = ${valueSource(value, `${file.slice(CONTRACT_SOURCE.length)}: ${name}`)};`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Whether a file is a contract module the browser build replaces. */
export function importsZod(file: string): boolean {
  return (
    file.startsWith(CONTRACT_SOURCE) &&
    file.endsWith('.ts') &&
    !file.endsWith('.test.ts') &&
    IMPORTS_ZOD.test(readFileSync(file, 'utf8'))
  );
}

/** The vite plugin both React apps build with. */
export function contractWithoutZod() {
  return {
    name: 'wallet:contract-without-zod',
    apply: 'build' as const,
    enforce: 'pre' as const,
    async load(id: string) {
      const file = id.split('?')[0]!;
      return importsZod(file) ? browserModuleSource(file) : null;
    },
  };
}
