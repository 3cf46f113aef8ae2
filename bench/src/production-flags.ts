import { readFileSync } from 'node:fs';

/**
 * The node flags production's `npm start` gives the server (apps/server/package.json, ADR 0069
 * and 0126), read from there so that the bench measures the server as it runs, not a copy of its
 * flags that could drift; BENCH_SERVER_FLAGS adds to them for one run (a CPU profile, a V8
 * setting tried).
 */
export function productionNodeFlags(): string[] {
  const manifest = JSON.parse(
    readFileSync(new URL('../../apps/server/package.json', import.meta.url), 'utf8'),
  ) as { scripts: { start: string } };
  const flags = manifest.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
  const added = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  return [...flags, ...added];
}
