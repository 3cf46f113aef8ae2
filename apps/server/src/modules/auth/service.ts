import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { LoginReply, LoginRequest } from '@wallet/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { members, sessions } from '../../db/schema.ts';
import { fail } from '../../lib/app-error.ts';
import { LocalBus, type Bus } from '../../lib/bus.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { DeviceCookies, type KnownDevice } from './device-cookie.ts';
import type { KdfQueue } from './kdf-queue.ts';
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from './password.ts';
import type { SessionEnd } from './session-ends.ts';
import { newSessionId, signToken, verifyToken } from './token.ts';

/**
 * What another module does as a member logs in, from the login request (its headers) and the id of
 * the known-device cookie the device holds after it (ADR 0182).
 */
export type LoginListener = (memberId: number, request: FastifyRequest, deviceId: string) => Promise<void>;

const SESSION_ONLY_TTL_S = 12 * 3600;
const REMEMBER_TTL_S = 30 * 86_400;
const LIMIT_WINDOW_S = 15 * 60;

export interface AuthLimits {
  perIp: number;
  failuresPerPhone: number;
  /** How long this node trusts a session it checked (0: check every request). ADR 0017. */
  sessionCacheMs: number;
}

interface TrustedSession {
  memberId: number;
  sessionId: string;
  /** The token's own expiry (ms): trust never outlives it. */
  expiresAt: number;
  until: number;
}

const SESSION_CACHE_MAX = 50_000;

export interface AuthenticatedMember {
  memberId: number;
  sessionId: string;
  /** The token's expiry (ms since the epoch): a socket is closed then. */
  expiresAt: number;
  /** Opened with an operator's one-time password: it may only set a new password (ADR 0053). */
  passwordChangeOnly: boolean;
}

/**
 * What a caller needs of a session: `full` for every member route and the socket, `password-change`
 * for the routes a one-time password's session may call (changing the password, logout).
 */
export type SessionUse = 'full' | 'password-change';

/** A login's answer, and the known-device cookie value to leave on the device (ADR 0128). */
export interface LoginOutcome {
  answer: LoginReply;
  device: string;
}

export class AuthService {
  private readonly devices: DeviceCookies;

  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly limiter: RateLimiter,
    private readonly limits: AuthLimits,
    /** Every password hash of this node takes a place here first (ADR 0033). */
    readonly kdf: KdfQueue,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    /**
     * Logouts and password changes, heard by every node (Redis with several): each forgets the
     * sessions it trusted, and the realtime layer closes their sockets.
     */
    readonly sessionEnds: Bus<SessionEnd> = new LocalBus(),
  ) {
    sessionEnds.on((end) => this.forget(end));
    this.devices = new DeviceCookies(secret);
  }

  /**
   * Unknown phone and wrong password give the same answer after the same work
   * (WRONG_CREDENTIAL, ADR 0005); only a correct password learns INACTIVE_USER.
   * The KDF place is taken first: when the node's hashing is full the answer is REQUEST_LIMIT at
   * once, before any counter moves, so a crowd costs no member a failure slot (ADR 0033).
   * An operator's one-time password opens a session that may only set a new password (ADR 0053).
   */
  async login(input: LoginRequest, ip: string, request?: FastifyRequest): Promise<LoginOutcome> {
    const device = this.devices.read(request?.headers.cookie);
    const { memberId, reply } = await this.kdf.run(async () => {
      const { member, released } = await this.checkPassword(input, ip, device);
      if (member.status !== 'active') {
        await released;
        fail('INACTIVE_USER');
      }
      const oneTime = member.passwordResetExpiresAt !== null;
      // A one-time password is hashed with today's parameters, and is replaced within minutes.
      if (!oneTime) await this.upgradeHash(member.id, member.passwordHash, input.password);
      // The failure slot goes back while the session is written: two round trips at once (ADR 0096).
      const [opened] = await Promise.all([
        this.openSession(member.id, input.isRemember ?? false, oneTime),
        released,
      ]);
      return { memberId: member.id, reply: opened };
    });
    const cookie = this.devices.issue(memberId, device?.id);
    if (request) await this.loggedIn(memberId, request, this.devices.idOf(cookie));
    return { answer: reply, device: cookie };
  }

  private readonly loginListeners: LoginListener[] = [];

  /** Work another module does as a member logs in (the chat's guest merge, ADR 0102). */
  onLogin(listener: LoginListener): void {
    this.loginListeners.push(listener);
  }

  /** Awaited before the answer (the member sees its effect at once), but never fails the login. */
  private async loggedIn(memberId: number, request: FastifyRequest, deviceId: string): Promise<void> {
    for (const listener of this.loginListeners) {
      try {
        await listener(memberId, request, deviceId);
      } catch (error) {
        this.log.warn({ err: error, memberId }, 'auth: work after a login failed; the login stands');
      }
    }
  }

  private async checkPassword(input: LoginRequest, ip: string, device: KnownDevice | undefined) {
    if ((await this.limiter.hit(`login-ip:${ip}`, LIMIT_WINDOW_S)) > this.limits.perIp) fail('REQUEST_LIMIT');
    // The member's row is read while the phone's slot is taken (ADR 0096): one round trip less, and
    // a read thrown away when the phone is refused. Its failure is handled where it is awaited; the
    // catch only keeps it from going unhandled when the phone is refused first.
    const memberRead = this.memberByPhone().execute({ username: input.username });
    memberRead.catch(() => undefined);
    // Each guess takes its slot before the KDF runs, so parallel guesses cannot all pass a count
    // read before any of them failed (ADR 0024). A wrong password keeps its slot: that is the failure.
    // A device this member signed in from before counts its guesses apart (ADR 0128): strangers
    // who lock the phone do not lock the member out of their own phone.
    const budget =
      device && (await memberRead)[0]?.id === device.memberId
        ? `login-fail-device:${device.id}`
        : `login-fail:${input.username}`;
    const attempt =
      (await this.limiter.reserve(budget, this.limits.failuresPerPhone, LIMIT_WINDOW_S)) ??
      fail('REQUEST_LIMIT');

    const [member] = await memberRead;
    const passwordOk = await verifyPassword(input.password, member?.passwordHash ?? DUMMY_HASH);
    if (!member || !passwordOk) fail('WRONG_CREDENTIAL');
    // A one-time password past its life is a wrong password, failure slot and all (ADR 0053).
    if (member.passwordResetExpiresAt && member.passwordResetExpiresAt.getTime() <= Date.now())
      fail('WRONG_CREDENTIAL');
    // A correct password is no failure: its slot goes back (awaited by login, beside the session).
    const released = attempt.release();
    released.catch(() => undefined);
    return { member, released };
  }

  private preparedMemberByPhone: ReturnType<AuthService['prepareMemberByPhone']> | undefined;

  /** Every login reads the member by phone: a named statement, planned once per connection. */
  private memberByPhone() {
    this.preparedMemberByPhone ??= this.prepareMemberByPhone();
    return this.preparedMemberByPhone;
  }

  private prepareMemberByPhone() {
    return this.db
      .select({
        id: members.id,
        passwordHash: members.passwordHash,
        status: members.status,
        passwordResetExpiresAt: members.passwordResetExpiresAt,
      })
      .from(members)
      .where(eq(members.username, sql.placeholder('username')))
      .prepare('auth_member_by_phone');
  }

  /**
   * An old-format or weaker hash is replaced while the password is at hand, after the answer is
   * decided. The login stands whatever happens here: the next one tries again.
   */
  private async upgradeHash(memberId: number, stored: string, password: string): Promise<void> {
    if (!needsRehash(stored)) return;
    try {
      const passwordHash = await hashPassword(password);
      // Only over the hash that was checked: a password changed meanwhile is not overwritten.
      await this.db
        .update(members)
        .set({ passwordHash })
        .where(and(eq(members.id, memberId), eq(members.passwordHash, stored)));
    } catch (error) {
      this.log.warn({ err: error, memberId }, 'auth: rehashing a password failed; the login stands');
    }
  }

  /**
   * A session with the chosen lifetime. One opened with a one-time password (passwordChangeOnly)
   * gets the same lifetime: the password change makes it a normal session (ADR 0053).
   */
  async openSession(memberId: number, remember: boolean, passwordChangeOnly = false): Promise<LoginReply> {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + (remember ? REMEMBER_TTL_S : SESSION_ONLY_TTL_S);
    const sid = newSessionId();
    await this.db
      .insert(sessions)
      .values({ id: sid, memberId, remember, passwordChangeOnly, expiresAt: new Date(exp * 1000) });
    const token = signToken({ sub: String(memberId), sid, iat: now, exp }, this.secret);
    return {
      token,
      expiresAt: new Date(exp * 1000).toISOString(),
      ...(passwordChangeOnly ? { mustChangePassword: true as const } : {}),
    };
  }

  /** Tokens this node checked recently, by token: member requests skip the database for sessionCacheMs. */
  private readonly trusted = new Map<string, TrustedSession>();
  /** Counts the session ends this node heard, its own and the others' (see authenticate). */
  private revocations = 0;

  private preparedSessionLookup: ReturnType<AuthService['prepareSessionLookup']> | undefined;

  /** Every member request runs this: a named statement, so PostgreSQL plans it once per connection. */
  private sessionLookup() {
    this.preparedSessionLookup ??= this.prepareSessionLookup();
    return this.preparedSessionLookup;
  }

  private prepareSessionLookup() {
    return this.db
      .select({
        memberId: sessions.memberId,
        revokedAt: sessions.revokedAt,
        passwordChangeOnly: sessions.passwordChangeOnly,
        status: members.status,
        passwordResetExpiresAt: members.passwordResetExpiresAt,
      })
      .from(sessions)
      .leftJoin(members, eq(members.id, sessions.memberId))
      .where(eq(sessions.id, sql.placeholder('sid')))
      .prepare('auth_session_lookup');
  }

  /**
   * Resolves a bearer token to its member, or fails with the code that sends the client to /login;
   * a one-time password's session used for more than `use` allows answers PASSWORD_CHANGE_REQUIRED.
   */
  async authenticate(token: string | undefined, use: SessionUse = 'full'): Promise<AuthenticatedMember> {
    const member = await this.sessionOf(token);
    if (member.passwordChangeOnly && use !== 'password-change') fail('PASSWORD_CHANGE_REQUIRED');
    return member;
  }

  private async sessionOf(token: string | undefined): Promise<AuthenticatedMember> {
    if (!token) fail('UNAUTHORIZED');
    // A token this node verified moments ago: its signature and session were checked then.
    const now = Date.now();
    const trusted = this.trusted.get(token);
    if (trusted && trusted.until > now && trusted.expiresAt > now) {
      return {
        memberId: trusted.memberId,
        sessionId: trusted.sessionId,
        expiresAt: trusted.expiresAt,
        passwordChangeOnly: false,
      };
    }
    const check = verifyToken(token, this.secret, now);
    const epoch = this.revocations;
    if (!check.ok) fail(check.reason === 'expired' ? 'EXPIRED_AUTH_TOKEN' : 'UNAUTHORIZED');
    const sid = check.claims.sid;
    const [row] = await this.sessionLookup().execute({ sid });
    if (!row || String(row.memberId) !== check.claims.sub) fail('UNAUTHORIZED');
    if (!row.status) fail('INVALID_USER_1');
    // A member an operator locked is told so on every route and socket, even on an ended session (issue 10).
    if (row.status !== 'active') fail('INACTIVE_USER');
    if (row.revokedAt) fail('UNAUTHORIZED');
    if (row.passwordChangeOnly) {
      // Past the one-time password's life the session opens nothing: the member needs a new reset.
      const until = row.passwordResetExpiresAt?.getTime() ?? 0;
      if (until <= now) fail('UNAUTHORIZED');
      // Never trusted from memory: the password change turns it into a normal session at once.
      return {
        memberId: row.memberId,
        sessionId: sid,
        expiresAt: check.claims.exp * 1000,
        passwordChangeOnly: true,
      };
    }
    // A logout that landed while this check ran must not be undone by trusting what it read.
    if (this.limits.sessionCacheMs > 0 && epoch === this.revocations) {
      if (this.trusted.size >= SESSION_CACHE_MAX) this.trusted.clear();
      this.trusted.set(token, {
        memberId: row.memberId,
        sessionId: sid,
        expiresAt: check.claims.exp * 1000,
        until: Date.now() + this.limits.sessionCacheMs,
      });
    }
    return {
      memberId: row.memberId,
      sessionId: sid,
      expiresAt: check.claims.exp * 1000,
      passwordChangeOnly: false,
    };
  }

  async logout(sessionId: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    // After the revoke is stored; this node forgets it before answering, the others on hearing it.
    this.sessionEnds.publish({ kind: 'session', sessionId });
  }

  /**
   * Every session of the member ended elsewhere (an operator locked the member, reset the
   * password or revoked the sessions, in its own transaction): forget what this node trusts
   * and close the sockets.
   */
  sessionsEnded(memberId: number): void {
    // Published like a password change that keeps no session: every node forgets and closes them.
    this.sessionEnds.publish({ kind: 'others', memberId, keepSessionId: '' });
  }

  /**
   * After a password change every other session ends; the one that changed it stays, as a normal
   * session when it was a one-time password's (ADR 0053).
   */
  async revokeOtherSessions(memberId: number, keepSessionId: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ passwordChangeOnly: false })
      .where(and(eq(sessions.id, keepSessionId), eq(sessions.passwordChangeOnly, true)));
    await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(eq(sessions.memberId, memberId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)),
      );
    this.sessionEnds.publish({ kind: 'others', memberId, keepSessionId });
  }

  /**
   * Drops the trusted sessions an end names. The count moves first: a check running now read
   * the session before the revoke and must not trust what it read.
   */
  private forget(end: SessionEnd): void {
    this.revocations += 1;
    for (const [token, session] of this.trusted) {
      const ended =
        end.kind === 'session'
          ? session.sessionId === end.sessionId
          : session.memberId === end.memberId && session.sessionId !== end.keepSessionId;
      if (ended) this.trusted.delete(token);
    }
  }
}
