import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holderOf } from './data-folder-holder.ts';
import { stopOrphan } from './stop-orphan.ts';
import { takeDataFolder } from './take-data-folder.ts';

/*
 * The pid-file judgement on real processes: a pid that has exited (stale), a live process that
 * is no PostgreSQL (a recycled pid), and a stand-in orphan whose command line is the one a
 * postmaster keeps (`postgres -D <dir> ...`), which stops on SIGTERM as PostgreSQL does.
 */

let root: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'wallet-holder-'));
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await rm(root, { recursive: true, force: true });
});

async function folderHeldBy(pid: number): Promise<string> {
  const dir = await mkdtemp(path.join(root, 'pg-'));
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'postmaster.pid'), `${pid}\n${dir}\n`);
  return dir;
}

function spawnIdle(argv0: string, args: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', '--', ...args], { argv0 });
  children.push(child);
  return new Promise((resolve) => child.once('spawn', () => resolve(child)));
}

async function exitedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('who holds a data folder', () => {
  it('no pid file: free', async () => {
    expect(await holderOf(path.join(root, 'nothing-here'))).toEqual({ kind: 'free' });
  });

  it('the pid on the file has exited: stale, and the start goes on without signalling anyone', async () => {
    const pid = await exitedPid();
    const dir = await folderHeldBy(pid);
    expect(await holderOf(dir)).toEqual({ kind: 'stale', pid });
    await expect(takeDataFolder(dir, './data', () => {})).resolves.toBeUndefined();
  });

  it('a live process that is no PostgreSQL (a recycled pid): foreign, refused in words, left running', async () => {
    const other = await spawnIdle('node', ['--not-postgres']);
    const dir = await folderHeldBy(other.pid!);
    expect(await holderOf(dir)).toMatchObject({ kind: 'foreign', pid: other.pid });
    await expect(takeDataFolder(dir, './data', () => {})).rejects.toThrow(
      `the database in ./data is held by pid ${other.pid} (node -e setInterval(() => {}, 1000) -- --not-postgres)`,
    );
    await expect(takeDataFolder(dir, './data', () => {})).rejects.toThrow(
      /not a PostgreSQL of this app; stop it or set DATA_DIR/,
    );
    expect(other.exitCode).toBeNull();
    expect(other.signalCode).toBeNull();
  });

  it('a PostgreSQL on another folder is not ours either', async () => {
    const postgres = await spawnIdle('postgres', ['-D', path.join(root, 'elsewhere'), '-p', '5432']);
    const dir = await folderHeldBy(postgres.pid!);
    expect(await holderOf(dir)).toMatchObject({ kind: 'foreign', pid: postgres.pid });
  });

  it('a live PostgreSQL on this folder (an orphan of an earlier run): ours, stopped, then the start goes on', async () => {
    const dir = await mkdtemp(path.join(root, 'pg-'));
    const orphan = await spawnIdle('postgres', ['-D', dir, '-p', '5432']);
    await writeFile(path.join(dir, 'postmaster.pid'), `${orphan.pid}\n${dir}\n`);
    expect(await holderOf(dir)).toEqual({ kind: 'ours', pid: orphan.pid });
    const exited = new Promise((resolve) => orphan.once('exit', (_code, signal) => resolve(signal)));
    const said: string[] = [];
    await takeDataFolder(dir, './data', (line) => said.push(line));
    expect(await exited).toBe('SIGTERM');
    expect(said).toEqual([expect.stringContaining(`(pid ${orphan.pid})`)]);
  });

  it('an orphan that ignores the gentle signals gets the next one, and a failure is reported', async () => {
    const dir = await mkdtemp(path.join(root, 'pg-'));
    const stubborn = spawn(
      process.execPath,
      ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)", '--', '-D', dir],
      { argv0: 'postgres' },
    );
    children.push(stubborn);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const quick = [
      { signal: 'SIGTERM' as const, waitMs: 200 },
      { signal: 'SIGINT' as const, waitMs: 2_000 },
    ];
    const exited = new Promise((resolve) => stubborn.once('exit', (_code, signal) => resolve(signal)));
    expect(await stopOrphan(stubborn.pid!, dir, () => {}, quick)).toBe(true);
    expect(await exited).toBe('SIGINT');

    const deaf = spawn(
      process.execPath,
      ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)", '--', '-D', dir],
      { argv0: 'postgres' },
    );
    children.push(deaf);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await stopOrphan(deaf.pid!, dir, () => {}, [{ signal: 'SIGTERM', waitMs: 200 }])).toBe(false);
  });
});
