import { failLimited } from '../../../lib/app-error.ts';
import type { RateLimiter, Reservation } from '../../../lib/rate-limiter.ts';

/** Every operator sign-in limit counts over a sliding 15 minutes. */
export const SIGN_IN_WINDOW_S = 15 * 60;

export interface OperatorLimits {
  /** Failed sign-ins (and ones being checked) per address. */
  perIp: number;
  /** Failed password checks (sign-in and own-password forms) per username. */
  failuresPerUsername: number;
  /** Failed sign-ins written to the audit trail per target username (and per address for names that are no operator's). */
  auditedPerKey: number;
}

const usernameKey = (username: string) => `bo-login-fail:${username.toLowerCase()}`;
const addressKey = (ip: string) => `bo-login-ip:${ip}`;

/**
 * The operator sign-in limits (ADRs 0024, 0051). A slot is reserved before the KDF, atomically,
 * and given back when the attempt succeeds: only failures (and attempts still being checked)
 * count, so an operator who signs in many times a day never locks themselves out. The
 * per-username budget is the real guard and is shared by the own-password form; the
 * per-address one is sized for an office behind one address.
 */
export class SignInLimits {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limits: OperatorLimits,
  ) {}

  /** A failure slot of the address, or undefined when it has none left. */
  reserveAddress(ip: string): Promise<Reservation | undefined> {
    return this.limiter.reserve(addressKey(ip), this.limits.perIp, SIGN_IN_WINDOW_S);
  }

  /** A failure slot of the username, or undefined when it is locked. */
  reserveUsername(username: string): Promise<Reservation | undefined> {
    return this.limiter.reserve(usernameKey(username), this.limits.failuresPerUsername, SIGN_IN_WINDOW_S);
  }

  /** Seconds before the address may try again (0: now). */
  addressWait(ip: string): Promise<number> {
    return this.limiter.retryAfter(addressKey(ip), this.limits.perIp, SIGN_IN_WINDOW_S);
  }

  /** Seconds before the username may try again (0: not locked). */
  usernameWait(username: string): Promise<number> {
    return this.limiter.retryAfter(usernameKey(username), this.limits.failuresPerUsername, SIGN_IN_WINDOW_S);
  }

  /**
   * A slot for one guess at an operator's current password outside sign-in (the own-password
   * form): the same per-username budget, so a stolen session cannot guess the password faster
   * than the sign-in screen allows. Locked: REQUEST_LIMIT with the wait.
   */
  async reservePasswordGuess(username: string): Promise<Reservation> {
    return (await this.reserveUsername(username)) ?? failLimited(await this.usernameWait(username));
  }

  /** Forgets the username's failures: it may sign in at once (an admin's unlock). */
  clearUsername(username: string): Promise<void> {
    return this.limiter.clear(usernameKey(username), SIGN_IN_WINDOW_S);
  }

  /**
   * Whether this failed sign-in gets its own audit row. A failure naming an existing operator
   * counts only against that operator's cap: a flood of made-up names from one address must not
   * use up a budget that would hide guesses at a real operator (ADR 0128). A made-up name counts
   * against its own cap and the address's. Under the caps: 'row'; past one, once per window for
   * the username (or the address) that went over, the row that says the rest are not written;
   * then 'none'.
   */
  async auditShare(username: string, ip: string, isOperator: boolean): Promise<AuditShare> {
    const cap = this.limits.auditedPerKey;
    const name = username.toLowerCase();
    const [byName, byAddress] = await Promise.all([
      this.limiter.hit(`bo-login-audit:${name}`, SIGN_IN_WINDOW_S),
      isOperator ? 0 : this.limiter.hit(`bo-login-audit-ip:${ip}`, SIGN_IN_WINDOW_S),
    ]);
    if (byName <= cap && byAddress <= cap) return { kind: 'row' };
    const by = byName > cap ? 'username' : 'address';
    const key = by === 'username' ? `bo-login-audit-capped:${name}` : `bo-login-audit-capped-ip:${ip}`;
    return (await this.limiter.reserve(key, 1, SIGN_IN_WINDOW_S))
      ? { kind: 'capped', by, cap }
      : { kind: 'none' };
  }
}

export type AuditShare =
  { kind: 'row' } | { kind: 'capped'; by: 'username' | 'address'; cap: number } | { kind: 'none' };
