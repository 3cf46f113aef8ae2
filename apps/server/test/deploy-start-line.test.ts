import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * The systemd unit (deploy/systemd/wallet@.service) starts a node with the command line of
 * `npm start` (apps/server/package.json), which the bench also reads its flags from: a flag
 * changed in one (ADR 0224's young generation) and not the other would run production on
 * settings nothing measured.
 */
const read = (relative: string) => readFileSync(new URL(relative, import.meta.url), 'utf8');

describe('the systemd unit starts the server as npm start does', () => {
  it('has the start script’s node flags and entry', () => {
    const manifest = JSON.parse(read('../package.json')) as { scripts: { start: string } };
    const [program, ...startLine] = manifest.scripts.start.split(/\s+/);
    expect(program).toBe('node');
    const exec = read('../../../deploy/systemd/wallet@.service').match(/^ExecStart=(\S+)\s+(.*)$/m);
    expect(exec?.[1]).toBe('/opt/wallet/node_modules/.bin/node');
    expect(exec?.[2]?.trim().split(/\s+/)).toEqual(startLine);
  });
});
