import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
// The server's own bundle options (apps/server/build.ts), so the bench runs what production runs.
import { serverBuildOptions } from '../../apps/server/build.ts';

/** Where the bench's compiled server goes (dist/ is ignored by git). */
const OUT = fileURLToPath(new URL('../dist', import.meta.url));

/**
 * The bench's server compiled as production compiles the server (ADR 0069): server-child.ts with
 * the app it imports, one bundle with source maps. Answers the file to start with node.
 */
export async function buildBenchServer(): Promise<string> {
  await build(
    serverBuildOptions({
      entryPoints: [fileURLToPath(new URL('./server-child.ts', import.meta.url))],
      outdir: OUT,
    }),
  );
  return path.join(OUT, 'server-child.js');
}
