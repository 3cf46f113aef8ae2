import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { serverBuildOptions } from '../build.ts';

const outdir = fileURLToPath(new URL(`../dist/test-maps-${process.pid}`, import.meta.url));

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('source maps of the compiled server (ADR 0069, 0209)', () => {
  // Built as the server is and run as npm start runs it (no --enable-source-maps): its entry turns
  // the maps on, so the logs' stack traces name src/ files and lines.
  it("names the TypeScript file and line in an error's stack, and maps no call site for pino", async () => {
    await build(serverBuildOptions({ entryPoints: ['test/source-maps/entry.ts'], outdir }));
    const run = spawnSync(process.execPath, [`${outdir}/entry.js`], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('thrown from the bundle');
    expect(run.stderr).toMatch(/test\/source-maps\/throws\.ts:5:\d+/);
    expect(run.stdout).toMatch(/call site: file:\/\/\S+\/dist\/test-maps-\d+\/\S+\.js\n/);
  });
});
