import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FaultPlan } from '../faults.ts';
import { GameProviderError } from './port.ts';
import { SandboxGameProvider } from './sandbox.ts';
import { SandboxGameBooks } from './sandbox-books.ts';

let dir: string;
const opened: SandboxGameBooks[] = [];

/** The books in `dir`, as a fresh process would open them after a restart. */
function open(): SandboxGameBooks {
  const books = SandboxGameBooks.open(dir);
  opened.push(books);
  return books;
}

const logLines = () => readFileSync(path.join(dir, 'books.jsonl'), 'utf8').split('\n').filter(Boolean);

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-books-'));
});
afterEach(() => {
  for (const books of opened.splice(0)) books.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('SandboxGameBooks', () => {
  it('keeps balances, passwords and applied references across a restart', () => {
    const books = open();
    expect(books.createAccount('pg', 'lw1', 'first')).toBe('first');
    expect(books.createAccount('pg', 'lw1', 'second')).toBe('first');
    books.createAccount('joker2', 'lw1', 'joker');
    expect(books.move('pg', 'lw1', 'ref-1', 25_050)).toBe('applied');
    expect(books.move('pg', 'lw1', 'ref-2', -10_025)).toBe('applied');
    expect(books.play('pg', 'lw1', -25)).toBe(15_000);
    expect(books.resetPassword('joker2', 'lw1', 'reset')).toBe('reset');
    expect(books.resetPassword('joker2', 'nobody', 'x')).toBeUndefined();
    books.close();

    // A SIGKILL leaves what was appended: the next instance replays it.
    const again = open();
    expect(again.account('pg', 'lw1')).toEqual({ password: 'first', balance: 15_000, currency: 'THB' });
    expect(again.account('joker2', 'lw1')).toEqual({ password: 'reset', balance: 0, currency: 'THB' });
    expect(again.transfer('pg', 'ref-1')).toEqual({ username: 'lw1', amount: 25_050 });
    expect(again.transfer('pg', 'ref-2')).toEqual({ username: 'lw1', amount: -10_025 });
    expect(again.transfer('joker2', 'ref-1')).toBeUndefined();
    expect(again.move('pg', 'lw1', 'ref-1', 25_050)).toBe('repeated');
    expect(again.account('pg', 'lw1')?.balance).toBe(15_000);
  });

  it('moves the money of a reference applied twice once, and never below zero', () => {
    const books = open();
    books.createAccount('pg', 'lw1', 'pw');
    expect(books.move('pg', 'lw1', 'in', 100)).toBe('applied');
    expect(books.move('pg', 'lw1', 'in', 100)).toBe('repeated');
    expect(books.account('pg', 'lw1')?.balance).toBe(100);
    expect(books.move('pg', 'lw1', 'out', -101)).toBe('insufficient');
    expect(books.transfer('pg', 'out')).toBeUndefined();
    expect(books.play('pg', 'lw1', -101)).toBe('insufficient');
    expect(books.move('pg', 'nobody', 'x', 1)).toBe('unknown_user');
    expect(books.play('pg', 'nobody', 1)).toBe('unknown_user');
    expect(books.account('pg', 'lw1')?.balance).toBe(100);
    // Refused calls wrote nothing.
    expect(logLines()).toHaveLength(2);
  });

  it('compacts the log at open to the current state, which replays the same', () => {
    const books = open();
    books.createAccount('pg', 'lw1', 'pw');
    for (let i = 0; i < 20; i += 1) books.move('pg', 'lw1', `ref-${i}`, 100);
    for (let i = 0; i < 10; i += 1) books.play('pg', 'lw1', -50);
    books.resetPassword('pg', 'lw1', 'pw2');
    books.close();
    expect(logLines()).toHaveLength(32);

    const compacted = open();
    // One account line and one line per applied reference; no play or password lines.
    expect(logLines()).toHaveLength(21);
    expect(compacted.account('pg', 'lw1')).toEqual({ password: 'pw2', balance: 1500, currency: 'THB' });
    compacted.move('pg', 'lw1', 'ref-20', 100);
    compacted.close();

    const third = open();
    expect(third.account('pg', 'lw1')).toEqual({ password: 'pw2', balance: 1600, currency: 'THB' });
    for (let i = 0; i <= 20; i += 1) expect(third.transfer('pg', `ref-${i}`)?.amount).toBe(100);
    expect(third.move('pg', 'lw1', 'ref-3', 100)).toBe('repeated');
    expect(third.account('pg', 'lw1')?.balance).toBe(1600);
  });

  it('ignores a torn last line (a kill in the middle of a write) and reads without writing', () => {
    const books = open();
    books.createAccount('pg', 'lw1', 'pw');
    books.move('pg', 'lw1', 'ref-1', 100);
    books.close();
    appendFileSync(path.join(dir, 'books.jsonl'), '{"op":"transfer","provider":"pg","user');
    const read = SandboxGameBooks.read(dir);
    expect(read.account('pg', 'lw1')?.balance).toBe(100);
    expect(() => read.createAccount('pg', 'lw2', 'pw')).toThrow(/read-only/);
    expect(open().account('pg', 'lw1')?.balance).toBe(100);
    expect(logLines()).toHaveLength(2);
  });
});

describe('SandboxGameProvider on its books', () => {
  it('keeps books per currency: a kip account takes kip and refuses baht, applying nothing (ADR 0159)', async () => {
    const provider = new SandboxGameProvider(open(), new FaultPlan(), 'secret');
    await provider.createAccount('pg', 'kip1', 'LAK');
    await provider.deposit('pg', 'kip1', 2_000_000, 'k-in', 'LAK');
    await expect(provider.deposit('pg', 'kip1', 500, 'b-in', 'THB')).rejects.toEqual(
      new GameProviderError('refused'),
    );
    expect(await provider.transferStatus('pg', 'b-in')).toBe('not_found');
    expect(await provider.balance('pg', 'kip1')).toBe(2_000_000);
    provider.books.close();
    // The currency outlives a restart (the log keeps it, compaction too).
    const again = open();
    expect(again.account('pg', 'kip1')).toMatchObject({ currency: 'LAK', balance: 2_000_000 });
    expect(again.move('pg', 'kip1', 'b-2', 100, 'THB')).toBe('wrong_currency');
    again.close();
  });

  it('applies a lost-reply deposit once, and tells it applied after a restart', async () => {
    const faults = new FaultPlan();
    const provider = new SandboxGameProvider(open(), faults, 'secret');
    await provider.createAccount('pg', 'lw1', 'THB');
    faults.add({ target: 'games', op: 'deposit', mode: 'lost-reply', times: 1 });
    await expect(provider.deposit('pg', 'lw1', 500, 'ref', 'THB')).rejects.toEqual(
      new GameProviderError('unknown'),
    );
    await provider.deposit('pg', 'lw1', 500, 'ref', 'THB');
    await expect(provider.withdraw('pg', 'lw1', 501, 'out', 'THB')).rejects.toEqual(
      new GameProviderError('insufficient'),
    );
    await expect(provider.balance('pg', 'nobody')).rejects.toEqual(new GameProviderError('unknown_user'));
    provider.books.close();

    const restarted = new SandboxGameProvider(open(), new FaultPlan(), 'secret');
    expect(await restarted.transferStatus('pg', 'ref')).toBe('applied');
    expect(await restarted.transferStatus('pg', 'out')).toBe('not_found');
    expect(await restarted.balance('pg', 'lw1')).toBe(500);
  });
});
