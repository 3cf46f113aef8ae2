// `npm run build -w @wallet/server` (node runs this file as it is: types only, erased): the server compiled to JavaScript for production (ADR 0069).
// One esbuild bundle per entry (the server, the cluster, the CLIs, the slip worker) in dist/, all
// at one depth, with the chunks they share and the modules loaded only when first used split
// out; npm packages stay in node_modules, the workspace's own TypeScript (@wallet/contract) is
// compiled in. Source maps beside each file, read for our own code once dist/server.js turns them
// on (src/lib/source-maps.ts, ADR 0209): run with `node dist/server.js`.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const cli = readdirSync(path.join(here, 'src/cli'))
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => `src/cli/${name}`);

/** npm packages compiled into the bundle rather than loaded from node_modules (see external). */
const BUNDLED = ['drizzle-orm'];

/** The bundle's options: the bench builds its own entry with the same ones (bench/src/server-build.ts). */
export function serverBuildOptions({
  entryPoints,
  outdir,
}: {
  entryPoints: string[];
  outdir: string;
}): BuildOptions {
  return {
    absWorkingDir: here,
    entryPoints,
    outdir,
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    sourcemap: true,
    // The maps point at src/ (which ships beside dist/): without the sources' text inside them,
    // Node keeps about 13 MB less resident for the same stack traces.
    sourcesContent: false,
    // Every npm package loads from node_modules as it would under tsx; only the workspace's own
    // packages (TypeScript source) and drizzle-orm are compiled in. drizzle-orm is hundreds of
    // small modules under one 175 kB package.json that Node 24 parses again for each of them:
    // loaded from node_modules it left about 150 MB of garbage at start and a heap that never
    // shrank back (ADR 0126).
    external: Object.keys(manifest.dependencies).filter(
      (name) => !name.startsWith('@wallet/') && !BUNDLED.includes(name),
    ),
    // The contract says "sideEffects": false for the web apps' tree-shaking, but its zod-config.ts is
    // imported for its effect: the server keeps every module it imports, as it did under tsx.
    ignoreAnnotations: true,
    logLevel: 'warning',
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outdir = path.join(here, 'dist');
  rmSync(outdir, { recursive: true, force: true });
  await build(
    serverBuildOptions({
      entryPoints: [
        'src/server.ts',
        'src/cluster.ts',
        'src/modules/deposit/slip/slip-qr-worker.ts',
        'src/adapters/bank-feed/statement-files/statement-worker.ts',
        ...cli,
      ],
      outdir,
    }),
  );
}
