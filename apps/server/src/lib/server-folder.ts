import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const isServer = (dir: string) => {
  const manifest = path.join(dir, 'package.json');
  return (
    existsSync(manifest) &&
    (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@wallet/server'
  );
};

/**
 * The nearest folder above `from` whose package.json is this server's, or the apps/server of the
 * nearest repository above it (the bench compiles its own entry into bench/dist).
 */
function findServerFolder(from: string): string {
  for (let dir = path.dirname(fileURLToPath(from)); ;) {
    if (isServer(dir)) return dir;
    if (isServer(path.join(dir, 'apps/server'))) return path.join(dir, 'apps/server');
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no @wallet/server package.json above ${from}`);
    dir = parent;
  }
}

/**
 * apps/server, found the same way from the TypeScript source (src/…) and from the compiled
 * bundle (dist/…, ADR 0069), whose files sit at other depths: the migrations and, two folders
 * up, the repository root are found from here whatever the cwd.
 */
export const serverFolder = findServerFolder(import.meta.url);
export const repoRoot = path.resolve(serverFolder, '../..');
