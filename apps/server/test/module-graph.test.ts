import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import boundaries from '../../../eslint-rules/server-module-boundaries.js';

const modulesDir = fileURLToPath(new URL('../src/modules', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Which modules each module's production code imports (relative imports, resolved). */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(modulesDir)) {
    const own = path.relative(modulesDir, file).split(path.sep)[0]!;
    const uses = graph.get(own) ?? new Set<string>();
    graph.set(own, uses);
    for (const [, source] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const target = path.relative(modulesDir, path.resolve(path.dirname(file), source!));
      const other = target.split(path.sep)[0]!;
      if (!target.startsWith('..') && other !== own) uses.add(other);
    }
  }
  return graph;
}

/** A module folder's own module.ts files: one, or one per sub-module (deposit's channels). */
function moduleFiles(module: string): string[] {
  const dir = path.join(modulesDir, module);
  const own = existsSync(path.join(dir, 'module.ts')) ? [path.join(dir, 'module.ts')] : [];
  const subs = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'module.ts')))
    .map((entry) => path.join(dir, entry.name, 'module.ts'));
  return [...own, ...subs];
}

describe('server module shape', () => {
  const modules = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('every module has an index.ts and a module.ts whose module function index.ts exports', () => {
    const misshapen = modules.flatMap((module) => {
      const index = path.join(modulesDir, module, 'index.ts');
      if (!existsSync(index)) return [`${module}: no index.ts`];
      const files = moduleFiles(module);
      if (files.length === 0) return [`${module}: no module.ts`];
      const exported = readFileSync(index, 'utf8');
      return files.flatMap((file) => {
        const name = /export async function (\w+Module)\(/.exec(readFileSync(file, 'utf8'))?.[1];
        if (!name) return [`${path.relative(modulesDir, file)}: no exported async *Module function`];
        return exported.includes(name) ? [] : [`${module}/index.ts does not export ${name}`];
      });
    });
    expect(misshapen).toEqual([]);
  });
});

describe('server module graph', () => {
  it('has no cycle between modules', () => {
    const graph = moduleGraph();
    const state = new Map<string, 'visiting' | 'done'>();
    const cycles: string[] = [];
    const visit = (node: string, trail: string[]) => {
      if (state.get(node) === 'done') return;
      if (state.get(node) === 'visiting') {
        cycles.push([...trail.slice(trail.indexOf(node)), node].join(' -> '));
        return;
      }
      state.set(node, 'visiting');
      for (const next of graph.get(node) ?? []) visit(next, [...trail, node]);
      state.set(node, 'done');
    };
    for (const node of graph.keys()) visit(node, []);
    expect(cycles).toEqual([]);
  });

  it('keeps the ledger core at the bottom: wallet imports no other module', () => {
    expect([...(moduleGraph().get('wallet') ?? [])]).toEqual([]);
  });
});

describe('lint rule: server modules import each other only through index.ts', () => {
  const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
  const inGames = path.join(modulesDir, 'games/transfers.ts');
  const inQr = path.join(modulesDir, 'deposit/qr/qr-deposits.ts');
  it('allows index.ts and the module’s own files, and refuses another module’s internals', () => {
    tester.run('server-module-boundaries', boundaries, {
      valid: [
        { filename: inGames, code: "import { Ledger } from '../wallet/index.ts';" },
        { filename: inGames, code: "import { x } from './accounts.ts';" },
        { filename: inQr, code: "import { DepositDeps } from '../deps.ts';" },
        { filename: inQr, code: "import { fail } from '../../../lib/app-error.ts';" },
      ],
      invalid: [
        { filename: inGames, code: "import { Ledger } from '../wallet/ledger.ts';", errors: 1 },
        { filename: inQr, code: "export * from '../../wallet/movements.ts';", errors: 1 },
        { filename: inQr, code: "const m = import('../../settings/service.ts');", errors: 1 },
      ],
    });
  });
});
