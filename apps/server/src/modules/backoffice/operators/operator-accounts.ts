import {
  TOTP_REQUIRED_ROLES,
  type CreateOperatorReply,
  type OperatorLoginReply,
  type OperatorLoginRequest,
  type OperatorPasswordRequest,
  type OperatorRole,
  type OperatorView,
  type TotpEnrolment,
  type UpdateOperatorReply,
  OPERATOR_IDLE_MINUTES,
} from '@wallet/contract';
import type pg from 'pg';
import type { Queryable, Tx } from '../../../db/queryable.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { fail } from '../../../lib/app-error.ts';
import type { RateLimiter } from '../../../lib/rate-limiter.ts';
import {
  assertStrongPassword,
  DUMMY_HASH,
  hashPassword,
  verifyPassword,
  type KdfQueue,
} from '../../auth/index.ts';
import { appendAudit, type Actor } from '../audit/audit-log.ts';
import { oneTimePassword } from '../one-time-password.ts';
import { OPERATOR_COLUMNS, operatorSnapshot, operatorView, type OperatorRow } from './operator-view.ts';
import type { OperatorPrincipal, OperatorSessions } from './operator-sessions.ts';
import { checkTotp, newTotpSecret, totpEnrolment } from './totp.ts';

const LIMIT_WINDOW_S = 15 * 60;

export interface OperatorLimits {
  perIp: number;
  failuresPerUsername: number;
}

export interface NewOperator {
  username: string;
  name: string;
  role: OperatorRole;
  password: string;
  /** Ignored (forced on) for admin and finance. */
  totp: boolean;
  /** A given secret instead of a random one (the demo admin's, printed at start). */
  totpSecret?: string;
  reason: string;
}

/** Operators: sign-in, and the admin's management of operators. Every change is audited in its transaction. */
export class OperatorAccounts {
  constructor(
    private readonly pool: pg.Pool,
    private readonly sessions: OperatorSessions,
    private readonly limiter: RateLimiter,
    private readonly limits: OperatorLimits,
    private readonly kdf: KdfQueue,
  ) {}

  /**
   * A failure slot for one guess at an operator's password, taken before the KDF (ADR 0024) and
   * given back by the caller only on success. One budget per username for the sign-in form and
   * the own-password form, so a stolen session cannot guess the password (to keep the account
   * after the session is revoked) faster than the sign-in screen allows.
   */
  private async reservePasswordGuess(username: string) {
    return (
      (await this.limiter.reserve(
        `bo-login-fail:${username.toLowerCase()}`,
        this.limits.failuresPerUsername,
        LIMIT_WINDOW_S,
      )) ?? fail('REQUEST_LIMIT')
    );
  }

  /**
   * Password first (reserved before the KDF, ADR 0024: every guess takes a failure slot), then
   * the TOTP code. A wrong code keeps the slot; only a full success gives it back. An unknown
   * username costs the same hash as a known one.
   */
  login(input: OperatorLoginRequest, ip: string, userAgent: string | undefined): Promise<OperatorLoginReply> {
    return this.kdf.run(async () => {
      if ((await this.limiter.hit(`bo-login-ip:${ip}`, LIMIT_WINDOW_S)) > this.limits.perIp)
        fail('REQUEST_LIMIT');
      const attempt = await this.reservePasswordGuess(input.username);
      const operator = await this.byUsername(this.pool, input.username.toLowerCase());
      const passwordOk = await verifyPassword(input.password, operator?.passwordHash ?? DUMMY_HASH);
      if (!operator || !passwordOk) fail('WRONG_CREDENTIAL');
      if (!operator.active) fail('INACTIVE_USER');
      return inTransaction(this.pool, async (tx) => {
        const locked = (await this.byId(tx, operator.id, true))!;
        if (locked.totpSecret !== null) {
          if (!input.totp) fail('TOTP_REQUIRED');
          const step = await checkTotp(locked.totpSecret, input.totp, locked.totpLastStep);
          if (step === undefined) fail('TOTP_INVALID');
          await tx.query('UPDATE operators SET totp_last_step = $2 WHERE id = $1', [locked.id, step]);
        }
        await tx.query('UPDATE operators SET last_login_at = now() WHERE id = $1', [locked.id]);
        const token = await this.sessions.open(tx, locked.id, ip, userAgent);
        await appendAudit(
          tx,
          { operatorId: locked.id, ip },
          {
            action: 'operator.login',
            targetType: 'operator',
            targetId: locked.id,
          },
        );
        await attempt.release();
        return {
          token,
          operator: operatorView({ ...locked, lastLoginAt: new Date() }),
          idleMinutes: OPERATOR_IDLE_MINUTES,
        };
      });
    });
  }

  async logout(actor: Actor & { operatorId: number }, sessionId: string): Promise<void> {
    await inTransaction(this.pool, async (tx) => {
      if (!(await this.sessions.revoke(tx, sessionId))) return;
      await appendAudit(tx, actor, { action: 'operator.logout', targetType: 'session', targetId: sessionId });
    });
    this.sessions.ended({ sessionId });
  }

  async view(operatorId: number): Promise<OperatorView> {
    const row = (await this.byId(this.pool, operatorId)) ?? fail('NO_OPERATOR');
    return operatorView(row);
  }

  async list(): Promise<OperatorView[]> {
    const { rows } = await this.pool.query<OperatorRow>(
      `SELECT ${OPERATOR_COLUMNS} FROM operators ORDER BY id`,
    );
    return rows.map(operatorView);
  }

  /** Creates an operator (admin route, the shell, the demo seed); the enrolment is answered once. */
  async create(actor: Actor, input: NewOperator): Promise<CreateOperatorReply> {
    assertStrongPassword(input.password, {});
    const withTotp = input.totp || TOTP_REQUIRED_ROLES.includes(input.role);
    const secret = withTotp ? (input.totpSecret ?? newTotpSecret()) : null;
    const passwordHash = await this.kdf.run(() => hashPassword(input.password));
    const row = await inTransaction(this.pool, async (tx) => {
      const { rows } = await tx.query<OperatorRow>(
        `INSERT INTO operators (username, name, role, password_hash, totp_secret) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (username) DO NOTHING RETURNING ${OPERATOR_COLUMNS}`,
        [input.username, input.name, input.role, passwordHash, secret],
      );
      const created = rows[0] ?? fail('EXISTING_OPERATOR');
      await appendAudit(tx, actor, {
        action: 'operator.create',
        targetType: 'operator',
        targetId: created.id,
        after: operatorSnapshot(created),
        reason: input.reason,
      });
      return created;
    });
    return {
      operator: operatorView(row),
      enrolment: secret ? await totpEnrolment(row.username, secret) : null,
    };
  }

  /**
   * Name, role, active. Disabling or demoting the last active admin is refused; disabling or a
   * new role ends its sessions. A promotion to a role that requires TOTP, of an operator without
   * it, makes a secret and answers its enrolment, once (ADR 0050).
   */
  async update(
    actor: Actor,
    operatorId: number,
    change: { name?: string; role?: OperatorRole; active?: boolean; reason: string },
  ): Promise<UpdateOperatorReply> {
    const { after, newSecret } = await inTransaction(this.pool, async (tx) => {
      // Admin changes are serialised: two admins disabling each other cannot both pass the last-admin check.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('operators_admins'))`);
      const before = (await this.byId(tx, operatorId, true)) ?? fail('NO_OPERATOR');
      const next = {
        name: change.name ?? before.name,
        role: change.role ?? before.role,
        active: change.active ?? before.active,
      };
      const losesAdmin = before.role === 'admin' && before.active && (next.role !== 'admin' || !next.active);
      if (losesAdmin) {
        const { rows } = await tx.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM operators WHERE role = 'admin' AND active AND id <> $1`,
          [operatorId],
        );
        if (rows[0]!.n === 0) fail('LAST_ADMIN');
      }
      // The table refuses admin or finance without a secret: a promotion makes one here, in the
      // same transaction, and the admin who promoted hands it over (the answer's enrolment).
      const newSecret =
        TOTP_REQUIRED_ROLES.includes(next.role) && !before.totpSecret ? newTotpSecret() : null;
      const { rows } = await tx.query<OperatorRow>(
        `UPDATE operators SET name = $2, role = $3, active = $4, totp_secret = COALESCE($5, totp_secret),
           totp_last_step = CASE WHEN $5::text IS NULL THEN totp_last_step ELSE 0 END
         WHERE id = $1 RETURNING ${OPERATOR_COLUMNS}`,
        [operatorId, next.name, next.role, next.active, newSecret],
      );
      const updated = rows[0]!;
      if (!next.active || next.role !== before.role) await this.sessions.revokeAll(tx, operatorId);
      await appendAudit(tx, actor, {
        action: 'operator.update',
        targetType: 'operator',
        targetId: operatorId,
        before: operatorSnapshot(before),
        after: operatorSnapshot(updated),
        reason: change.reason,
      });
      return { after: updated, newSecret };
    });
    if (!after.active || change.role !== undefined) this.sessions.ended({ operatorId });
    return {
      operator: operatorView(after),
      enrolment: newSecret ? await totpEnrolment(after.username, newSecret) : null,
    };
  }

  /** A new TOTP secret: the old one stops working and the operator's sessions end. */
  async resetTotp(
    actor: Actor,
    operatorId: number,
    reason: string,
  ): Promise<{ operator: OperatorView; enrolment: TotpEnrolment }> {
    const secret = newTotpSecret();
    const row = await inTransaction(this.pool, async (tx) => {
      const before = (await this.byId(tx, operatorId, true)) ?? fail('NO_OPERATOR');
      const { rows } = await tx.query<OperatorRow>(
        `UPDATE operators SET totp_secret = $2, totp_last_step = 0 WHERE id = $1 RETURNING ${OPERATOR_COLUMNS}`,
        [operatorId, secret],
      );
      await this.sessions.revokeAll(tx, operatorId);
      await appendAudit(tx, actor, {
        action: 'operator.totp_reset',
        targetType: 'operator',
        targetId: operatorId,
        before: operatorSnapshot(before),
        after: operatorSnapshot(rows[0]!),
        reason,
      });
      return rows[0]!;
    });
    this.sessions.ended({ operatorId });
    return { operator: operatorView(row), enrolment: await totpEnrolment(row.username, secret) };
  }

  /** A one-time password for another operator, shown once; its sessions end. */
  async resetPassword(actor: Actor, operatorId: number, reason: string): Promise<string> {
    const password = oneTimePassword();
    const passwordHash = await this.kdf.run(() => hashPassword(password));
    await inTransaction(this.pool, async (tx) => {
      const { rowCount } = await tx.query('UPDATE operators SET password_hash = $2 WHERE id = $1', [
        operatorId,
        passwordHash,
      ]);
      if (rowCount !== 1) fail('NO_OPERATOR');
      await this.sessions.revokeAll(tx, operatorId);
      await appendAudit(tx, actor, {
        action: 'operator.password_reset',
        targetType: 'operator',
        targetId: operatorId,
        reason,
      });
    });
    this.sessions.ended({ operatorId });
    return password;
  }

  /**
   * The operator's own password. The current one is checked as sign-in checks it: a failure
   * slot on the same per-username budget is reserved before the KDF and given back only when it
   * was right. The new one follows the rules `create` applies (the contract's length, then the
   * weak-password list). The change, its audit row and the end of every other session commit
   * together; this session stays.
   */
  async changePassword(
    principal: OperatorPrincipal,
    ip: string,
    { currentPassword, newPassword }: OperatorPasswordRequest,
  ): Promise<void> {
    // Refused before any slot or hash: a weak choice is not a guess at the current password.
    assertStrongPassword(newPassword, {});
    const { operatorId, sessionId } = principal;
    await this.kdf.run(async () => {
      const attempt = await this.reservePasswordGuess(principal.username);
      // The session was checked a moment ago; a row gone since is a session gone.
      const row = (await this.byId(this.pool, operatorId)) ?? fail('UNAUTHORIZED');
      if (!(await verifyPassword(currentPassword, row.passwordHash))) fail('WRONG_PASSWORD');
      const passwordHash = await hashPassword(newPassword);
      await inTransaction(this.pool, async (tx) => {
        // Compare-and-set on the hash just verified: if another change (or an admin's reset)
        // committed since, the password given is no longer the current one.
        const { rowCount } = await tx.query(
          'UPDATE operators SET password_hash = $2 WHERE id = $1 AND password_hash = $3',
          [operatorId, passwordHash, row.passwordHash],
        );
        if (rowCount !== 1) fail('WRONG_PASSWORD');
        const sessionsEnded = await this.sessions.revokeAll(tx, operatorId, sessionId);
        await appendAudit(
          tx,
          { operatorId, ip },
          {
            action: 'operator.password_change',
            targetType: 'operator',
            targetId: operatorId,
            after: { sessionsEnded },
          },
        );
      });
      await attempt.release();
    });
    this.sessions.ended({ operatorId, keep: sessionId });
  }

  /** How many operators exist (the demo seed makes one on an empty database only). */
  async count(): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM operators');
    return rows[0]!.n;
  }

  private async byUsername(db: Queryable, username: string): Promise<OperatorRow | undefined> {
    const { rows } = await db.query<OperatorRow>(
      `SELECT ${OPERATOR_COLUMNS} FROM operators WHERE username = $1`,
      [username],
    );
    return rows[0];
  }

  private async byId(db: Queryable | Tx, id: number, lock = false): Promise<OperatorRow | undefined> {
    const { rows } = await db.query<OperatorRow>(
      `SELECT ${OPERATOR_COLUMNS} FROM operators WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0];
  }
}
