import {
  type CreateOperatorReply,
  type OperatorListItem,
  type OperatorPasswordRequest,
  type OperatorRole,
  type OperatorView,
  type TotpEnrolment,
  type UpdateOperatorReply,
} from '@wallet/contract';
import type pg from 'pg';
import type { Queryable, Tx } from '../../../db/queryable.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { fail } from '../../../lib/app-error.ts';
import {
  assertStrongPassword,
  hashPassword,
  oneTimePassword,
  verifyPassword,
  type KdfQueue,
} from '../../auth/index.ts';
import type { Actor } from '../../../lib/operator-side.ts';
import { appendAudit } from '../audit/audit-log.ts';
import { OPERATOR_COLUMNS, operatorSnapshot, operatorView, type OperatorRow } from './operator-view.ts';
import type { OperatorPrincipal, OperatorSessions } from './operator-sessions.ts';
import type { SignInLimits } from './sign-in-limits.ts';
import { newTotpSecret, totpEnrolment } from './totp.ts';

export interface NewOperator {
  username: string;
  name: string;
  role: OperatorRole;
  password: string;
  /** A given secret instead of a random one (the demo admin's, printed at start). */
  totpSecret?: string;
  reason: string;
}

/**
 * Operators: the admin's management of operators and an operator's own account (sign-in is
 * OperatorSignIn's). Every change is audited in its transaction.
 */
export class OperatorAccounts {
  constructor(
    private readonly pool: pg.Pool,
    private readonly sessions: OperatorSessions,
    private readonly limits: SignInLimits,
    private readonly kdf: KdfQueue,
  ) {}

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

  /** Every operator, with how long its sign-in is still locked (0: not locked). */
  async list(): Promise<OperatorListItem[]> {
    const { rows } = await this.pool.query<OperatorRow>(
      `SELECT ${OPERATOR_COLUMNS} FROM operators ORDER BY id`,
    );
    return Promise.all(
      rows.map(async (row) => ({
        ...operatorView(row),
        signInLockedFor: await this.limits.usernameWait(row.username),
      })),
    );
  }

  /**
   * Creates an operator (admin route, the shell, the demo seed). Every operator gets a TOTP
   * secret, whatever its role (ADR 0051); the enrolment is answered once.
   */
  async create(actor: Actor, input: NewOperator): Promise<CreateOperatorReply> {
    assertStrongPassword(input.password, {});
    const secret = input.totpSecret ?? newTotpSecret();
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
    return { operator: operatorView(row), enrolment: await totpEnrolment(row.username, secret) };
  }

  /**
   * Name, role, active. Disabling or demoting the last active admin is refused; disabling or a
   * new role ends its sessions. A new role for an operator stored without a TOTP secret (support,
   * before ADR 0051) makes one and answers its enrolment, once (ADR 0050).
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
      // The table refuses admin or finance without a secret, and every role needs one: a new
      // role makes one here, in the same transaction, and the admin hands it over (the answer's
      // enrolment). An operator left as it was enrols at its next sign-in instead.
      const newSecret = next.role !== before.role && !before.totpSecret ? newTotpSecret() : null;
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

  /**
   * Clears an operator's sign-in lock (its failed sign-ins of the window are forgotten): it may
   * try again at once. Audited with the admin's reason and how long the lock still had to run.
   */
  async unlock(actor: Actor, operatorId: number, reason: string): Promise<void> {
    const row = (await this.byId(this.pool, operatorId)) ?? fail('NO_OPERATOR');
    const lockedFor = await this.limits.usernameWait(row.username);
    await inTransaction(this.pool, async (tx) => {
      await appendAudit(tx, actor, {
        action: 'operator.unlock',
        targetType: 'operator',
        targetId: operatorId,
        before: { signInLockedFor: lockedFor },
        after: { signInLockedFor: 0 },
        reason,
      });
      // Inside the transaction: if clearing fails, no audit row claims it happened.
      await this.limits.clearUsername(row.username);
    });
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
      const attempt = await this.limits.reservePasswordGuess(principal.username);
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

  private async byId(db: Queryable | Tx, id: number, lock = false): Promise<OperatorRow | undefined> {
    const { rows } = await db.query<OperatorRow>(
      `SELECT ${OPERATOR_COLUMNS} FROM operators WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0];
  }
}
