import {
  type ConfirmOperatorReply,
  type CreateOperatorRequest,
  type OperatorGrantReply,
  type OperatorListItem,
  type OperatorRole,
  type OperatorView,
  type TotpEnrolment,
} from '@wallet/contract';
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Tx } from '../../../db/queryable.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { fail } from '../../../lib/app-error.ts';
import { assertStrongPassword, hashPassword, type KdfQueue } from '../../auth/index.ts';
import type { Actor, OperatorActor } from '../../../lib/operator-side.ts';
import { appendAudit } from '../audit/audit-log.ts';
import {
  OPERATOR_COLUMNS,
  operatorById,
  operatorSnapshot,
  operatorView,
  type OperatorRow,
} from './operator-view.ts';
import type { OperatorGrants } from './operator-grants.ts';
import type { OperatorSessions } from './operator-sessions.ts';
import type { SignInLimits } from './sign-in-limits.ts';
import { newTotpSecret, totpEnrolment } from './totp.ts';

/** The shell: the site owner on the machine (`npm run operator:add`, the demo seed). */
export type ShellActor = Actor & { operatorId: null };

export interface NewOperator {
  username: string;
  name: string;
  role: OperatorRole;
  password: string;
  /**
   * The password's hash made beforehand (the demo operators': their passwords are public and a
   * sandbox start runs no KDF for them, ADR 0209); made here when absent.
   */
  passwordHash?: string;
  /** A given secret instead of a random one (the demo operators', printed at start). */
  totpSecret?: string;
  reason: string;
  /**
   * When it was made, if not now: the demo seed's operators are made in the past, outside the
   * window in which a new operator cannot be a second approver (ADR 0129).
   */
  madeAt?: Date;
}

/**
 * Operators: the admin's management of operators (their enrolment through a one-time link is
 * OperatorEnrolment's, an operator's own password OwnPassword's, sign-in OperatorSignIn's). Every change is audited in its
 * transaction. An admin never receives another operator's password or TOTP secret (ADR 0129):
 * creating, re-enrolling or resetting answers an enrolment link the operator uses themselves.
 */
export class OperatorAccounts {
  constructor(
    private readonly pool: pg.Pool,
    private readonly sessions: OperatorSessions,
    private readonly limits: SignInLimits,
    private readonly kdf: KdfQueue,
    private readonly grants: OperatorGrants,
  ) {}

  async logout(actor: Actor & { operatorId: number }, sessionId: string): Promise<void> {
    await inTransaction(this.pool, async (tx) => {
      if (!(await this.sessions.revoke(tx, sessionId))) return;
      await appendAudit(tx, actor, { action: 'operator.logout', targetType: 'session', targetId: sessionId });
    });
    this.sessions.ended({ sessionId });
  }

  async view(operatorId: number): Promise<OperatorView> {
    const row = (await operatorById(this.pool, operatorId)) ?? fail('NO_OPERATOR');
    return operatorView(row);
  }

  /** Every operator, with how long its sign-in is still locked (0: not locked). */
  async list(): Promise<OperatorListItem[]> {
    const { rows } = await this.pool.query<OperatorRow>(
      `SELECT ${OPERATOR_COLUMNS} FROM operators ORDER BY id`,
    );
    const pending = await this.grants.pending(this.pool);
    return Promise.all(
      rows.map(async (row) => ({
        ...operatorView(row),
        signInLockedFor: await this.limits.usernameWait(row.username),
        pending: pending.get(Number(row.id)) ?? null,
      })),
    );
  }

  /**
   * Creates an operator from the shell (`npm run operator:add`, the demo seed) with the password
   * given there; the TOTP enrolment is answered to the shell once. The shell is the site owner on
   * the machine: its operators need no confirmation and no admin is in their chain (ADR 0129).
   */
  async create(
    actor: ShellActor,
    input: NewOperator,
  ): Promise<{ operator: OperatorView; enrolment: TotpEnrolment }> {
    // Checked where it is hashed: a hash given ready is the demo seed's, whose public passwords
    // demo-data.test.ts holds to the same policy (a sandbox start loads no common-password list, ADR 0220).
    if (input.passwordHash === undefined) assertStrongPassword(input.password, {});
    const secret = input.totpSecret ?? newTotpSecret();
    const passwordHash = input.passwordHash ?? (await this.kdf.run(() => hashPassword(input.password)));
    const row = await inTransaction(this.pool, async (tx) => {
      const created = await this.insert(tx, input, passwordHash, secret);
      await this.grants.issue(tx, {
        operatorId: created.id,
        kind: 'create',
        issuedBy: null,
        reason: input.reason,
        enrolledAt: input.madeAt ?? new Date(),
      });
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
   * An admin creates an operator: its password and TOTP secret are random and told to nobody;
   * the answer carries the one-time enrolment link through which the operator sets both
   * (ADR 0129). With another active admin, that admin confirms it before it can sign in.
   */
  async invite(actor: OperatorActor, input: CreateOperatorRequest): Promise<OperatorGrantReply> {
    const passwordHash = await this.unusableHash();
    const reply = await inTransaction(this.pool, async (tx) => {
      const created = await this.insert(tx, input, passwordHash, newTotpSecret());
      const grant = await this.grants.issue(tx, {
        operatorId: created.id,
        kind: 'create',
        issuedBy: actor.operatorId,
        reason: input.reason,
        linkSecret: newTotpSecret(),
      });
      await appendAudit(tx, actor, {
        action: 'operator.create',
        targetType: 'operator',
        targetId: created.id,
        after: { ...operatorSnapshot(created), ...grantSummary(grant) },
        reason: input.reason,
      });
      return { operator: operatorView(created), ...grant };
    });
    this.announced(reply);
    return reply;
  }

  /** After the commit of an admin's grant: the operators' queue (a grant that waits, or one that replaced a waiting link). */
  private announced(reply: OperatorGrantReply): void {
    this.grants.announce(reply.operator.id, reply.needsConfirmation ? 'added' : 'decided');
  }

  private async insert(
    tx: Tx,
    input: { username: string; name: string; role: OperatorRole; madeAt?: Date },
    passwordHash: string,
    secret: string,
  ): Promise<OperatorRow> {
    const { rows } = await tx.query<OperatorRow>(
      `INSERT INTO operators (username, name, role, password_hash, totp_secret, created_at)
       VALUES ($1, $2, $3, $4, $5, coalesce($6::timestamptz, now()))
       ON CONFLICT (username) DO NOTHING RETURNING ${OPERATOR_COLUMNS}`,
      [input.username, input.name, input.role, passwordHash, secret, input.madeAt ?? null],
    );
    return rows[0] ?? fail('EXISTING_OPERATOR');
  }

  /** A hash of a random password nobody is told: the account opens only through its enrolment link. */
  private unusableHash(): Promise<string> {
    return this.kdf.run(() => hashPassword(randomBytes(32).toString('base64url')));
  }

  /**
   * Name, role, active. Disabling or demoting the last active admin is refused; disabling or a
   * new role ends its sessions. A new role is a grant (ADR 0129): it waits for a second admin
   * where one exists, and restarts the window in which the operator cannot be a second
   * approver. An operator stored without a TOTP secret (support, before ADR 0051) given a role
   * gets an enrolment link: it sets its password and TOTP there, not the admin.
   */
  async update(
    actor: OperatorActor,
    operatorId: number,
    change: { name?: string; role?: OperatorRole; active?: boolean; reason: string },
  ): Promise<OperatorGrantReply> {
    const { granted, ...reply } = await inTransaction(this.pool, async (tx) => {
      // Admin changes are serialised: two admins disabling each other cannot both pass the last-admin check.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('operators_admins'))`);
      const before = (await operatorById(tx, operatorId, true)) ?? fail('NO_OPERATOR');
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
      const newRole = next.role !== before.role;
      // The table refuses admin or finance without a secret: one nobody is told is set here, and
      // the link offers the operator its own.
      const needsLink = newRole && !before.totpSecret;
      const { rows } = await tx.query<OperatorRow>(
        `UPDATE operators SET name = $2, role = $3, active = $4, totp_secret = COALESCE($5, totp_secret),
           totp_last_step = CASE WHEN $5::text IS NULL THEN totp_last_step ELSE 0 END
         WHERE id = $1 RETURNING ${OPERATOR_COLUMNS}`,
        [operatorId, next.name, next.role, next.active, needsLink ? newTotpSecret() : null],
      );
      const updated = rows[0]!;
      if (!next.active || newRole) await this.sessions.revokeAll(tx, operatorId);
      const grant = newRole
        ? await this.grants.issue(tx, {
            operatorId,
            kind: 'role',
            issuedBy: actor.operatorId,
            reason: change.reason,
            ...(needsLink ? { linkSecret: newTotpSecret() } : {}),
          })
        : { link: null, needsConfirmation: false };
      await appendAudit(tx, actor, {
        action: 'operator.update',
        targetType: 'operator',
        targetId: operatorId,
        before: operatorSnapshot(before),
        after: { ...operatorSnapshot(updated), ...grantSummary(grant) },
        reason: change.reason,
      });
      return { operator: operatorView(updated), ...grant, granted: newRole };
    });
    if (!reply.operator.active || change.role !== undefined) this.sessions.ended({ operatorId });
    if (granted) this.announced(reply);
    return reply;
  }

  /**
   * Re-enrols another operator (a reset of its password or of its TOTP): both stop working, its
   * sessions end, and the answer carries the enrolment link through which the operator sets new
   * ones (ADR 0129). The admin learns neither.
   */
  async reenrol(
    actor: OperatorActor,
    operatorId: number,
    kind: 'password' | 'totp',
    reason: string,
  ): Promise<OperatorGrantReply> {
    const passwordHash = await this.unusableHash();
    const reply = await inTransaction(this.pool, async (tx) => {
      const before = (await operatorById(tx, operatorId, true)) ?? fail('NO_OPERATOR');
      const { rows } = await tx.query<OperatorRow>(
        `UPDATE operators SET password_hash = $2, totp_secret = $3, totp_last_step = 0 WHERE id = $1
         RETURNING ${OPERATOR_COLUMNS}`,
        [operatorId, passwordHash, newTotpSecret()],
      );
      await this.sessions.revokeAll(tx, operatorId);
      const grant = await this.grants.issue(tx, {
        operatorId,
        kind,
        issuedBy: actor.operatorId,
        reason,
        linkSecret: newTotpSecret(),
      });
      await appendAudit(tx, actor, {
        action: kind === 'password' ? 'operator.password_reset' : 'operator.totp_reset',
        targetType: 'operator',
        targetId: operatorId,
        before: operatorSnapshot(before),
        after: { ...operatorSnapshot(rows[0]!), ...grantSummary(grant) },
        reason,
      });
      return { operator: operatorView(rows[0]!), ...grant };
    });
    this.sessions.ended({ operatorId });
    this.announced(reply);
    return reply;
  }

  /**
   * A second admin confirms what another admin did to an operator (ADR 0129): every change of it
   * still waiting. The admin who made a change, and the operator itself, cannot confirm it.
   */
  async confirm(actor: OperatorActor, operatorId: number, reason: string): Promise<ConfirmOperatorReply> {
    const reply = await inTransaction(this.pool, async (tx) => {
      const row = (await operatorById(tx, operatorId, true)) ?? fail('NO_OPERATOR');
      const waiting = await this.grants.unconfirmed(tx, operatorId);
      if (waiting.length === 0) fail('NO_DATA');
      if (operatorId === actor.operatorId || waiting.some((grant) => grant.issuedBy === actor.operatorId))
        fail('SAME_OPERATOR');
      await this.grants.confirm(
        tx,
        waiting.map((grant) => grant.id),
        actor.operatorId,
      );
      await appendAudit(tx, actor, {
        action: 'operator.confirm',
        targetType: 'operator',
        targetId: operatorId,
        after: { grants: waiting.map((grant) => grant.id), issuedBy: waiting.map((grant) => grant.issuedBy) },
        reason,
      });
      return { operator: operatorView(row) };
    });
    this.grants.announce(operatorId, 'decided');
    return reply;
  }

  /**
   * Clears an operator's sign-in lock (its failed sign-ins of the window are forgotten): it may
   * try again at once. Audited with the admin's reason and how long the lock still had to run.
   */
  async unlock(actor: Actor, operatorId: number, reason: string): Promise<void> {
    const row = (await operatorById(this.pool, operatorId)) ?? fail('NO_OPERATOR');
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

  /** How many operators exist (the demo seed makes one on an empty database only). */
  async count(): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM operators');
    return rows[0]!.n;
  }
}

/** What the audit row keeps of a grant: when its link expires and whether it waits; never the link. */
function grantSummary(grant: { link: { expiresAt: string } | null; needsConfirmation: boolean }) {
  return { linkExpiresAt: grant.link?.expiresAt ?? null, needsConfirmation: grant.needsConfirmation };
}
