import {
  appendFileSync,
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { Currency } from '@wallet/contract';

export interface SandboxAccount {
  password: string;
  /** Minor units of its currency, never below zero. */
  balance: number;
  /** The currency the account was opened in: the sandbox keeps books per currency (ADR 0159). */
  currency: Currency;
}

export interface SandboxTransfer {
  username: string;
  /** Signed satang: positive into the game, negative out of it. */
  amount: number;
}

/**
 * One line of the log. `account` creates an account (with a balance only in a compacted log),
 * `password` resets one, `transfer` applies a reference and moves its amount, `known` records
 * an applied reference without moving money (compacted logs), `play` is a round of play (with
 * the stake and the server's roll when the member played it on the demo page).
 */
type Change =
  | {
      op: 'account';
      provider: string;
      username: string;
      password: string;
      balance?: number;
      /** Absent in logs written before the kip books: baht. */
      currency?: Currency;
    }
  | { op: 'password'; provider: string; username: string; password: string }
  | { op: 'transfer'; provider: string; username: string; ref: string; amount: number }
  | { op: 'known'; provider: string; username: string; ref: string; amount: number }
  | { op: 'play'; provider: string; username: string; amount: number; stake?: number; roll?: number };

export type MoveOutcome = 'applied' | 'repeated' | 'unknown_user' | 'insufficient' | 'wrong_currency';

const LOG = 'books.jsonl';

/**
 * The sandbox game provider's books: accounts and applied references in memory, every change
 * appended to a log file (one JSON line) before the call that made it returns, so the books
 * outlive a SIGKILL of the process the way a remote provider's outlive ours. `open` replays the
 * log and rewrites it as the current state (compaction); `read` only replays (a second reader,
 * e.g. a test looking at a running server's provider, must not rewrite the file under it).
 */
export class SandboxGameBooks {
  private readonly accounts = new Map<string, Map<string, SandboxAccount>>();
  private readonly transfers = new Map<string, Map<string, SandboxTransfer>>();
  private fd: number | undefined;

  private constructor(readonly file: string) {}

  /** The books kept in `dir` (created when missing), replayed and compacted, open for changes. */
  static open(dir: string): SandboxGameBooks {
    mkdirSync(dir, { recursive: true });
    const books = SandboxGameBooks.read(dir);
    books.compact();
    books.fd = openSync(books.file, 'a');
    return books;
  }

  /** The books as the log in `dir` has them now, read-only. */
  static read(dir: string): SandboxGameBooks {
    const books = new SandboxGameBooks(path.join(dir, LOG));
    if (!existsSync(books.file)) return books;
    const lines = readFileSync(books.file, 'utf8').split('\n');
    for (const [index, line] of lines.entries()) {
      if (!line) continue;
      let change: Change;
      try {
        change = JSON.parse(line) as Change;
      } catch (error) {
        // Only the last line can be torn (a kill in the middle of a write); its call never returned.
        if (index >= lines.length - 2) break;
        throw new Error(`sandbox game books: bad line ${index + 1} in ${books.file}`, { cause: error });
      }
      books.apply(change);
    }
    return books;
  }

  close(): void {
    if (this.fd === undefined) return;
    closeSync(this.fd);
    this.fd = undefined;
  }

  account(provider: string, username: string): SandboxAccount | undefined {
    const account = this.accounts.get(provider)?.get(username);
    return account && { ...account };
  }

  transfer(provider: string, ref: string): SandboxTransfer | undefined {
    const transfer = this.transfers.get(provider)?.get(ref);
    return transfer && { ...transfer };
  }

  /** The account's password, creating the account when it is new. */
  createAccount(provider: string, username: string, password: string, currency: Currency = 'THB'): string {
    const existing = this.accounts.get(provider)?.get(username);
    if (existing) return existing.password;
    this.record({ op: 'account', provider, username, password, currency });
    return password;
  }

  /** The new password, or undefined for an unknown account. */
  resetPassword(provider: string, username: string, password: string): string | undefined {
    if (!this.accounts.get(provider)?.has(username)) return undefined;
    this.record({ op: 'password', provider, username, password });
    return password;
  }

  /** Applies a reference's signed amount once; a repeated reference changes nothing. */
  move(
    provider: string,
    username: string,
    ref: string,
    amount: number,
    currency: Currency = 'THB',
  ): MoveOutcome {
    const account = this.accounts.get(provider)?.get(username);
    if (!account) return 'unknown_user';
    if (this.transfers.get(provider)?.has(ref)) return 'repeated';
    if (account.currency !== currency) return 'wrong_currency';
    if (account.balance + amount < 0) return 'insufficient';
    this.record({ op: 'transfer', provider, username, ref, amount });
    return 'applied';
  }

  /** A round of play; the new balance, or why it was refused. */
  play(provider: string, username: string, amount: number): number | 'unknown_user' | 'insufficient' {
    const account = this.accounts.get(provider)?.get(username);
    if (!account) return 'unknown_user';
    if (account.balance + amount < 0) return 'insufficient';
    this.record({ op: 'play', provider, username, amount });
    return account.balance;
  }

  /**
   * A round the member staked on: refused unless the stake is covered by the balance, checked and
   * recorded in one synchronous step so parallel rounds cannot overdraw it.
   */
  bet(
    provider: string,
    username: string,
    stake: number,
    draw: () => { amount: number; roll: number },
  ): number | 'unknown_user' | 'insufficient' {
    const account = this.accounts.get(provider)?.get(username);
    if (!account) return 'unknown_user';
    if (stake <= 0 || stake > account.balance) return 'insufficient';
    const { amount, roll } = draw();
    this.record({ op: 'play', provider, username, amount, stake, roll });
    return account.balance;
  }

  /** Written first, applied after: a change the log does not hold never happened. */
  private record(change: Change): void {
    if (this.fd === undefined) throw new Error('sandbox game books are read-only');
    appendFileSync(this.fd, `${JSON.stringify(change)}\n`);
    this.apply(change);
  }

  private apply(change: Change): void {
    const { provider, username } = change;
    if (change.op === 'account') {
      let accounts = this.accounts.get(provider);
      if (!accounts) this.accounts.set(provider, (accounts = new Map()));
      accounts.set(username, {
        password: change.password,
        balance: change.balance ?? 0,
        currency: change.currency ?? 'THB',
      });
      return;
    }
    const account = this.accounts.get(provider)?.get(username);
    if (!account)
      throw new Error(`sandbox game books: ${change.op} on unknown account ${provider}/${username}`);
    switch (change.op) {
      case 'password':
        account.password = change.password;
        return;
      case 'play':
        account.balance += change.amount;
        return;
      case 'transfer':
      case 'known': {
        let refs = this.transfers.get(provider);
        if (!refs) this.transfers.set(provider, (refs = new Map()));
        refs.set(change.ref, { username, amount: change.amount });
        if (change.op === 'transfer') account.balance += change.amount;
      }
    }
  }

  /** Rewrites the log as the current state (written aside, then renamed over it). */
  private compact(): void {
    const lines: string[] = [];
    for (const [provider, accounts] of this.accounts) {
      for (const [username, { password, balance, currency }] of accounts) {
        lines.push(
          JSON.stringify({ op: 'account', provider, username, password, balance, currency } satisfies Change),
        );
      }
    }
    for (const [provider, refs] of this.transfers) {
      for (const [ref, { username, amount }] of refs) {
        lines.push(JSON.stringify({ op: 'known', provider, username, ref, amount } satisfies Change));
      }
    }
    const next = `${this.file}.next`;
    writeFileSync(next, lines.length ? `${lines.join('\n')}\n` : '');
    const fd = openSync(next, 'r');
    fsyncSync(fd);
    closeSync(fd);
    renameSync(next, this.file);
  }
}
