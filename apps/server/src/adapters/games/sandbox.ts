import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import { FaultPlan, never, sleep, type FaultRule } from '../faults.ts';
import { GameProviderError, type GameProvider } from './port.ts';

const SESSION_MS = 2 * 60 * 60 * 1000;

function newPassword(): string {
  return randomBytes(6).toString('base64url').replace(/[-_]/g, 'x');
}

/**
 * A game provider that works offline: its own books in `sandbox_game_*` tables (so they
 * survive our crashes the way a remote system would), references kept so money calls are
 * idempotent, failures on demand through the FaultPlan, and a demo game page as the launch link.
 */
export class SandboxGameProvider implements GameProvider {
  constructor(
    private readonly pool: pg.Pool,
    readonly faults: FaultPlan,
    private readonly secret: string,
  ) {}

  async createAccount(provider: string, username: string) {
    await this.before('create', provider);
    const { rows } = await this.pool.query<{ password: string }>(
      `INSERT INTO sandbox_game_wallets (provider, username, password) VALUES ($1, $2, $3)
       ON CONFLICT (provider, username) DO UPDATE SET provider = excluded.provider
       RETURNING password`,
      [provider, username, newPassword()],
    );
    return { password: rows[0]!.password };
  }

  async balance(provider: string, username: string) {
    await this.before('balance', provider);
    return this.readBalance(provider, username);
  }

  async deposit(provider: string, username: string, amount: number, ref: string) {
    await this.move('deposit', provider, username, amount, ref);
  }

  async withdraw(provider: string, username: string, amount: number, ref: string) {
    await this.move('withdraw', provider, username, -amount, ref);
  }

  async transferStatus(provider: string, ref: string) {
    await this.before('status', provider);
    const { rowCount } = await this.pool.query(
      'SELECT 1 FROM sandbox_game_transfers WHERE provider = $1 AND ref = $2',
      [provider, ref],
    );
    return rowCount ? ('applied' as const) : ('not_found' as const);
  }

  async resetPassword(provider: string, username: string) {
    await this.before('reset', provider);
    const { rows } = await this.pool.query<{ password: string }>(
      'UPDATE sandbox_game_wallets SET password = $3 WHERE provider = $1 AND username = $2 RETURNING password',
      [provider, username, newPassword()],
    );
    if (!rows[0]) throw new GameProviderError('unknown_user');
    return { password: rows[0].password };
  }

  async launchUrl(provider: string, username: string) {
    await this.before('launch', provider);
    await this.readBalance(provider, username);
    const session = this.signSession(provider, username, Date.now() + SESSION_MS);
    return `/sandbox-games/${encodeURIComponent(provider)}?session=${encodeURIComponent(session)}`;
  }

  /** A round of play: a signed amount won (positive) or lost (negative), never below zero. */
  async play(provider: string, username: string, amount: number): Promise<number> {
    const { rows } = await this.pool
      .query<{ balance: number }>(
        `UPDATE sandbox_game_wallets SET balance = balance + $3
         WHERE provider = $1 AND username = $2 RETURNING balance`,
        [provider, username, amount],
      )
      .catch((error: { code?: string }) => {
        if (error.code === '23514') throw new GameProviderError('insufficient');
        throw error;
      });
    if (!rows[0]) throw new GameProviderError('unknown_user');
    return rows[0].balance;
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

  async readBalance(provider: string, username: string): Promise<number> {
    const { rows } = await this.pool.query<{ balance: number }>(
      'SELECT balance FROM sandbox_game_wallets WHERE provider = $1 AND username = $2',
      [provider, username],
    );
    if (!rows[0]) throw new GameProviderError('unknown_user');
    return rows[0].balance;
  }

  private signSession(provider: string, username: string, expires: number): string {
    const mac = createHmac('sha256', this.secret)
      .update(`${provider}:${username}:${expires}`)
      .digest('base64url');
    return `${username}.${expires}.${mac}`;
  }

  private async move(op: string, provider: string, username: string, delta: number, ref: string) {
    const rule = await this.before(op, provider);
    // One statement, like the provider's own atomic book entry: the reference is recorded and
    // the balance moves together, or neither does (a repeated reference changes nothing).
    const apply = async () => {
      const { rows } = await this.pool
        .query<{ known: boolean }>({
          name: 'sandbox_game_move',
          text: `WITH account AS (
             SELECT 1 FROM sandbox_game_wallets WHERE provider = $1 AND username = $3
           ), recorded AS (
             INSERT INTO sandbox_game_transfers (provider, ref, username, amount)
             SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM account)
             ON CONFLICT (provider, ref) DO NOTHING RETURNING 1
           ), moved AS (
             UPDATE sandbox_game_wallets SET balance = balance + $4
             WHERE provider = $1 AND username = $3 AND EXISTS (SELECT 1 FROM recorded) RETURNING 1
           )
           SELECT EXISTS (SELECT 1 FROM account) AS known`,
          values: [provider, ref, username, delta],
        })
        .catch((error: { code?: string }) => {
          if (error.code === '23514') throw new GameProviderError('insufficient');
          throw error;
        });
      if (!rows[0]?.known) throw new GameProviderError('unknown_user');
    };
    if (rule?.mode === 'lost-reply') {
      await apply();
      throw new GameProviderError('unknown');
    }
    if (rule?.mode === 'hang-after-apply') {
      await apply();
      return never();
    }
    await apply();
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
      default:
        return rule;
    }
  }
}
