import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Currency } from '@wallet/contract';
import { FaultPlan, never, sleep, type FaultRule } from '../faults.ts';
import { GameProviderError, type GameProvider } from './port.ts';
import type { SandboxGameBooks } from './sandbox-books.ts';
import { cryptoRoll, drawRound, type Roll } from './sandbox-round.ts';

const SESSION_MS = 2 * 60 * 60 * 1000;

function newPassword(): string {
  return randomBytes(6).toString('base64url').replace(/[-_]/g, 'x');
}

/**
 * A game provider that works offline, and stands for a remote one: its own books, kept outside
 * our database (in memory, made durable by an append-only log under SANDBOX_GAMES_DIR, see
 * SandboxGameBooks) so they survive our crashes the way a remote system's would and their
 * bookkeeping never loads our PostgreSQL; references kept so money calls are idempotent, failures
 * on demand through the FaultPlan, and a demo game page as the launch link.
 */
export class SandboxGameProvider implements GameProvider {
  constructor(
    /** The provider's own books (tests read them here, as they would ask a remote provider). */
    readonly books: SandboxGameBooks,
    readonly faults: FaultPlan,
    private readonly secret: string,
    /** Where the demo game's rounds get their roll (ADR 0023); replaced only by tests of the odds. */
    private readonly roll: Roll = cryptoRoll,
  ) {}

  async createAccount(provider: string, username: string, currency: Currency) {
    await this.before('create', provider);
    return { password: this.books.createAccount(provider, username, newPassword(), currency) };
  }

  async balance(provider: string, username: string) {
    await this.before('balance', provider);
    return this.readBalance(provider, username);
  }

  async deposit(provider: string, username: string, amount: number, ref: string, currency: Currency) {
    await this.move('deposit', provider, username, amount, ref, currency);
  }

  async withdraw(provider: string, username: string, amount: number, ref: string, currency: Currency) {
    await this.move('withdraw', provider, username, -amount, ref, currency);
  }

  async transferStatus(provider: string, ref: string) {
    await this.before('status', provider);
    return this.books.transfer(provider, ref) ? ('applied' as const) : ('not_found' as const);
  }

  async resetPassword(provider: string, username: string) {
    await this.before('reset', provider);
    const password = this.books.resetPassword(provider, username, newPassword());
    if (password === undefined) throw new GameProviderError('unknown_user');
    return { password };
  }

  async launchUrl(provider: string, username: string) {
    await this.before('launch', provider);
    this.readBalance(provider, username);
    const session = this.signSession(provider, username, Date.now() + SESSION_MS);
    return `/sandbox-games/${encodeURIComponent(provider)}?session=${encodeURIComponent(session)}`;
  }

  /**
   * A round the member plays on the demo page: a stake no larger than the balance, the outcome
   * drawn here with the house edge of sandbox-round.ts. The new balance and whether it won.
   */
  async bet(provider: string, username: string, stake: number): Promise<{ balance: number; won: boolean }> {
    let won = false;
    const balance = this.books.bet(provider, username, stake, () => {
      const draw = drawRound(stake, this.roll);
      won = draw.won;
      return draw;
    });
    if (typeof balance === 'string') throw new GameProviderError(balance);
    return { balance, won };
  }

  /**
   * A round whose result the caller chooses: a signed amount won (positive) or lost (negative),
   * never below zero. Only the sandbox test API (/api/sandbox/*) may call this.
   */
  async play(provider: string, username: string, amount: number): Promise<number> {
    const balance = this.books.play(provider, username, amount);
    if (typeof balance === 'string') throw new GameProviderError(balance);
    return balance;
  }

  /** The player behind a launch link's session, or undefined when forged or expired. */
  readSession(provider: string, session: string): string | undefined {
    const [username, expires, mac] = session.split('.');
    if (!username || !expires || !mac) return undefined;
    const expected = this.signSession(provider, username, Number(expires)).split('.')[2]!;
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected))) return undefined;
    return Number(expires) > Date.now() ? username : undefined;
  }

  readBalance(provider: string, username: string): number {
    const account = this.books.account(provider, username);
    if (!account) throw new GameProviderError('unknown_user');
    return account.balance;
  }

  private signSession(provider: string, username: string, expires: number): string {
    const mac = createHmac('sha256', this.secret)
      .update(`${provider}:${username}:${expires}`)
      .digest('base64url');
    return `${username}.${expires}.${mac}`;
  }

  private async move(
    op: string,
    provider: string,
    username: string,
    delta: number,
    ref: string,
    currency: Currency,
  ) {
    const rule = await this.before(op, provider);
    // Like the provider's own atomic book entry: the reference is recorded and the balance
    // moves together, or neither does (a repeated reference changes nothing).
    const apply = () => {
      const outcome = this.books.move(provider, username, ref, delta, currency);
      if (outcome === 'unknown_user' || outcome === 'insufficient') throw new GameProviderError(outcome);
      // A provider refuses a transfer in another currency than the account's and applies nothing.
      if (outcome === 'wrong_currency') throw new GameProviderError('refused');
    };
    if (rule?.mode === 'lost-reply') {
      apply();
      throw new GameProviderError('unknown');
    }
    if (rule?.mode === 'hang-after-apply') {
      apply();
      return never();
    }
    apply();
  }

  /** Applies the fault planned for this call, if any, before the call reaches the books. */
  private async before(op: string, provider: string): Promise<FaultRule | undefined> {
    const rule = this.faults.take('games', op, provider);
    if (!rule) return undefined;
    switch (rule.mode) {
      case 'fail':
        throw new GameProviderError('refused');
      case 'unknown-user':
        throw new GameProviderError('unknown_user');
      case 'timeout':
        await sleep(rule.delayMs ?? 0);
        throw new GameProviderError('unknown');
      case 'slow':
        await sleep(rule.delayMs ?? 1000);
        return undefined;
      case 'hang':
        return never();
      default:
        return rule;
    }
  }
}
