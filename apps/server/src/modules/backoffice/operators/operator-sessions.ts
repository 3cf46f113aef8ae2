import { createHash, randomBytes } from 'node:crypto';
import { OPERATOR_IDLE_MINUTES, type OperatorRole, type OperatorSessionView } from '@wallet/contract';
import type pg from 'pg';
import type { Queryable } from '../../../db/queryable.ts';
import { fail } from '../../../lib/app-error.ts';
import type { SettingsService } from '../../settings/index.ts';

/**
 * Operator tokens are opaque: `bo_` and 32 random bytes. Only their sha256 is stored, so a
 * read of the table gives no usable token. They share nothing with member tokens (JWTs signed
 * with the server secret): neither kind can be read as the other (ADR: backoffice security).
 */
const TOKEN_PREFIX = 'bo_';
/** A session's idle deadline moves at most this often (one write per minute, not per request). */
const SLIDE_EVERY_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface OperatorPrincipal {
  operatorId: number;
  username: string;
  role: OperatorRole;
  sessionId: string;
  /** The operator has no TOTP secret yet: this session may only enrol one (ADR 0051). */
  enrolling: boolean;
}

export type OperatorSessionEnd = { sessionId: string } | { operatorId: number; keep?: string };

/**
 * Operator sessions: server-side rows, revocable by an admin, ended after 30 minutes idle and,
 * however busy, `operatorSessions.maxHours` after sign-in (ADR 0128): a token taken from a
 * machine left signed in is good for hours at most, not as long as someone keeps using it.
 */
export class OperatorSessions {
  private readonly listeners = new Set<(end: OperatorSessionEnd) => void>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly settings: SettingsService,
  ) {}

  /**
   * The absolute lifetime in hours, read each time: a change applies to open sessions too. Inside
   * a transaction it is read on the transaction's connection (SettingsService.getIn says why).
   */
  private async maxHours(db?: Queryable): Promise<number> {
    const setting = db
      ? await this.settings.getIn(db, 'operatorSessions')
      : await this.settings.get('operatorSessions');
    return setting.maxHours;
  }

  /** Sockets listen: an ended session closes its operator sockets. */
  onEnd(listener: (end: OperatorSessionEnd) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  ended(end: OperatorSessionEnd): void {
    for (const listener of this.listeners) listener(end);
  }

  /** A new session: its token (given once) and its id. */
  async open(
    db: Queryable,
    operatorId: number,
    ip: string,
    userAgent: string | undefined,
  ): Promise<{ token: string; id: string }> {
    const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const id = randomBytes(12).toString('base64url');
    await db.query(
      `INSERT INTO operator_sessions (id, token_hash, operator_id, expires_at, ip, user_agent)
       VALUES ($1, $2, $3, now() + LEAST(make_interval(mins => $4), make_interval(hours => $7)), $5, $6)`,
      [
        id,
        hashToken(token),
        operatorId,
        OPERATOR_IDLE_MINUTES,
        ip,
        userAgent?.slice(0, 300) ?? null,
        await this.maxHours(db),
      ],
    );
    return { token, id };
  }

  /**
   * The operator behind a token, or UNAUTHORIZED (unknown, revoked, not an operator token,
   * disabled) / EXPIRED_AUTH_TOKEN (idle, or past its lifetime) / TOTP_ENROLMENT_REQUIRED (its operator has no TOTP
   * secret, unless `enrolment` allows that: the enrolment route only). Whatever the session
   * was opened as, an operator without a secret gets nothing else, so a session from before
   * ADR 0051 of a support operator without TOTP is held back too.
   */
  async authenticate(token: string | undefined, { enrolment = false } = {}): Promise<OperatorPrincipal> {
    if (!token?.startsWith(TOKEN_PREFIX)) fail('UNAUTHORIZED');
    const maxHours = await this.maxHours();
    const { rows } = await this.pool.query<{
      id: string;
      operatorId: number;
      username: string;
      role: OperatorRole;
      active: boolean;
      revoked: boolean;
      expired: boolean;
      stale: boolean;
      enrolling: boolean;
    }>(
      `SELECT s.id, o.id::int AS "operatorId", o.username, o.role, o.active, s.revoked_at IS NOT NULL AS revoked,
              (s.expires_at <= now() OR s.created_at <= now() - make_interval(hours => $3)) AS expired,
              s.last_seen_at < now() - make_interval(secs => $2) AS stale,
              o.totp_secret IS NULL AS enrolling
       FROM operator_sessions s JOIN operators o ON o.id = s.operator_id WHERE s.token_hash = $1`,
      [hashToken(token), SLIDE_EVERY_MS / 1000, maxHours],
    );
    const row = rows[0];
    if (!row || row.revoked || !row.active) fail('UNAUTHORIZED');
    if (row.expired) fail('EXPIRED_AUTH_TOKEN');
    if (row.enrolling && !enrolment) fail('TOTP_ENROLMENT_REQUIRED');
    if (row.stale) {
      // The idle deadline slides, never past the lifetime.
      await this.pool.query(
        `UPDATE operator_sessions
         SET last_seen_at = now(),
             expires_at = LEAST(now() + make_interval(mins => $2), created_at + make_interval(hours => $3))
         WHERE id = $1 AND revoked_at IS NULL`,
        [row.id, OPERATOR_IDLE_MINUTES, maxHours],
      );
    }
    return {
      operatorId: row.operatorId,
      username: row.username,
      role: row.role,
      sessionId: row.id,
      enrolling: row.enrolling,
    };
  }

  /** Ends one session (inside the caller's transaction); true when it was still open. */
  async revoke(db: Queryable, sessionId: string): Promise<boolean> {
    const { rowCount } = await db.query(
      'UPDATE operator_sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL',
      [sessionId],
    );
    return rowCount === 1;
  }

  /** Ends every session of an operator but `keep`; the count. */
  async revokeAll(db: Queryable, operatorId: number, keep?: string): Promise<number> {
    const { rowCount } = await db.query(
      `UPDATE operator_sessions SET revoked_at = now()
       WHERE operator_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR id <> $2)`,
      [operatorId, keep ?? null],
    );
    return rowCount ?? 0;
  }

  async list(
    filter: { operatorId?: number; active: boolean; page: number; limit: number },
    currentSessionId: string,
  ): Promise<{ total: number; sessions: OperatorSessionView[] }> {
    const { rows } = await this.pool.query<{
      id: string;
      operatorId: number;
      username: string;
      createdAt: Date;
      lastSeenAt: Date;
      expiresAt: Date;
      revokedAt: Date | null;
      ip: string | null;
      userAgent: string | null;
      active: boolean;
      total: string;
    }>(
      `SELECT s.id, o.id::int AS "operatorId", o.username, s.created_at AS "createdAt", s.last_seen_at AS "lastSeenAt",
              s.expires_at AS "expiresAt", s.revoked_at AS "revokedAt", s.ip, s.user_agent AS "userAgent",
              (s.revoked_at IS NULL AND s.expires_at > now() AND o.active) AS active, count(*) OVER () AS total
       FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
       WHERE ($1::bigint IS NULL OR s.operator_id = $1)
         AND (NOT $2 OR (s.revoked_at IS NULL AND s.expires_at > now()))
       ORDER BY s.last_seen_at DESC LIMIT $3 OFFSET $4`,
      [filter.operatorId ?? null, filter.active, filter.limit, (filter.page - 1) * filter.limit],
    );
    return {
      total: rows[0] ? Number(rows[0].total) : 0,
      sessions: rows.map((row) => ({
        id: row.id,
        operator: { id: row.operatorId, username: row.username },
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        revokedAt: row.revokedAt?.toISOString() ?? null,
        ip: row.ip,
        userAgent: row.userAgent,
        active: row.active,
        current: row.id === currentSessionId,
      })),
    };
  }
}
