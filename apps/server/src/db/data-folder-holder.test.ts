import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { holderOf } from './data-folder-holder.ts';
import { ownerFileOf, recordOwner, startTimeOf } from './folder-owner.ts';
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

/** A stand-in postmaster that ignores SIGTERM, once its handler is in place (a busy host is slow to get there). */
async function deafToSigterm(dir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      "process.on('SIGTERM', () => {}); console.log('ready'); setInterval(() => {}, 1000)",
      '--',
      '-D',
      dir,
    ],
    { argv0: 'postgres' },
  );
  children.push(child);
  await new Promise((resolve) => child.stdout!.once('data', resolve));
  return child;
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
    expect(await holderOf(dir)).toEqual({ kind: 'stale', pid, why: 'gone' });
    await expect(takeDataFolder(dir, './data', () => {})).resolves.toBeUndefined();
  });

  it('a live process that is no PostgreSQL (a recycled pid): the folder is free, said so, the process left running', async () => {
    const other = await spawnIdle('node', ['--not-postgres']);
    const dir = await folderHeldBy(other.pid!);
    expect(await holderOf(dir)).toMatchObject({ kind: 'stale', why: 'recycled', pid: other.pid });
    const said: string[] = [];
    await takeDataFolder(dir, './data', (line) => said.push(line));
    expect(said).toEqual([
      `the database in ./data names pid ${other.pid}, now another program (node -e setInterval(() => {}, 1000) -- --not-postgres): the folder is free`,
    ]);
    // PostgreSQL would take a live pid on its file for a running postmaster: the file goes.
    expect(existsSync(path.join(dir, 'postmaster.pid'))).toBe(false);
    expect(other.exitCode).toBeNull();
    expect(other.signalCode).toBeNull();
  });

  it('a zombie postmaster (exited, never reaped): the folder is free, said so', async () => {
    // The shell backgrounds a process that exits a moment later, then becomes `sleep`, which never
    // reaps it. A child that exits at once can be reaped by the shell itself before its exec (a
    // loaded machine runs them in that order), leaving no zombie: hence the moment.
    const parent = spawn('sh', ['-c', 'sleep 0.5 & echo $!; exec sleep 30']);
    children.push(parent);
    const zombie = await new Promise<number>((resolve) =>
      parent.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
    );
    const dir = await folderHeldBy(zombie);
    // Until it exits, the folder names a live program that is not PostgreSQL.
    await expect
      .poll(() => holderOf(dir), { timeout: 10_000 })
      .toMatchObject({ kind: 'stale', why: 'zombie', pid: zombie });
    const said: string[] = [];
    await takeDataFolder(dir, './data', (line) => said.push(line));
    expect(said).toEqual([
      `the database in ./data names pid ${zombie}, a PostgreSQL that has exited (a zombie nobody reaped): the folder is free`,
    ]);
    expect(existsSync(path.join(dir, 'postmaster.pid'))).toBe(false);
  });

  it('a PostgreSQL on the folder whose owner still runs: refused in words naming it, never signalled', async () => {
    const dir = await mkdtemp(path.join(root, 'pg-'));
    const running = await spawnIdle('postgres', ['-D', dir, '-p', '5432']);
    await writeFile(path.join(dir, 'postmaster.pid'), `${running.pid}\n${dir}\n`);
    // This test's process is the owner, as a running server is.
    await recordOwner(dir, 'the wallet server');
    await expect(takeDataFolder(dir, './data', () => {})).rejects.toThrow(
      `the database in ./data is in use by the wallet server (pid ${process.pid}, since `,
    );
    await expect(takeDataFolder(dir, './data', () => {})).rejects.toThrow(/one server per data folder/);
    expect(running.exitCode).toBeNull();
    expect(running.signalCode).toBeNull();
    // With no record at all, a postmaster whose parent lives (here: this test) is in use too.
    await rm(ownerFileOf(dir));
    await expect(takeDataFolder(dir, './data', () => {})).rejects.toThrow(
      `is in use by the process that started it (pid ${process.pid})`,
    );
    expect(running.signalCode).toBeNull();
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
    // Its owner is gone: a record naming a process that has exited.
    const dead = await exitedPid();
    await writeFile(
      ownerFileOf(dir),
      JSON.stringify({ pid: dead, startedAt: 1, command: 'the wallet server', since: '2026-01-01' }),
    );
    expect(await holderOf(dir)).toEqual({ kind: 'ours', pid: orphan.pid });
    const exited = new Promise((resolve) => orphan.once('exit', (_code, signal) => resolve(signal)));
    const said: string[] = [];
    await takeDataFolder(dir, './data', (line) => said.push(line));
    expect(await exited).toBe('SIGTERM');
    expect(said).toEqual([expect.stringContaining(`(pid ${orphan.pid})`)]);
  });

  it('an owner record whose pid now names another process (recycled) counts as gone', async () => {
    const dir = await mkdtemp(path.join(root, 'pg-'));
    const orphan = await spawnIdle('postgres', ['-D', dir, '-p', '5432']);
    await writeFile(path.join(dir, 'postmaster.pid'), `${orphan.pid}\n${dir}\n`);
    const startedAt = (await startTimeOf(process.pid))!;
    await writeFile(
      ownerFileOf(dir),
      JSON.stringify({
        pid: process.pid,
        startedAt: startedAt + 1,
        command: 'the wallet server',
        since: 'x',
      }),
    );
    const exited = new Promise((resolve) => orphan.once('exit', (_code, signal) => resolve(signal)));
    await takeDataFolder(dir, './data', () => {});
    expect(await exited).toBe('SIGTERM');
  });

  it('an orphan that ignores the gentle signals gets the next one, and a failure is reported', async () => {
    const dir = await mkdtemp(path.join(root, 'pg-'));
    const stubborn = await deafToSigterm(dir);
    const quick = [
      { signal: 'SIGTERM' as const, waitMs: 200 },
      { signal: 'SIGINT' as const, waitMs: 2_000 },
    ];
    const exited = new Promise((resolve) => stubborn.once('exit', (_code, signal) => resolve(signal)));
    expect(await stopOrphan(stubborn.pid!, dir, () => {}, quick)).toBe(true);
    expect(await exited).toBe('SIGINT');

    const deaf = await deafToSigterm(dir);
    expect(await stopOrphan(deaf.pid!, dir, () => {}, [{ signal: 'SIGTERM', waitMs: 200 }])).toBe(false);
  });
});
