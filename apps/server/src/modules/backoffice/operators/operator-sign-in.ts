import {
  OPERATOR_IDLE_MINUTES,
  operatorUsername,
  type OperatorLoginReply,
  type OperatorLoginRequest,
  type PendingTotpEnrolment,
  type TotpEnrolmentReply,
  type TotpEnrolmentRequest,
} from '@wallet/contract';
import type pg from 'pg';
import type { Queryable, Tx } from '../../../db/queryable.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { fail, failLimited } from '../../../lib/app-error.ts';
import { Sealer } from '../../../lib/seal.ts';
import { DUMMY_HASH, verifyPassword, type KdfQueue } from '../../auth/index.ts';
import { appendAudit } from '../audit/audit-log.ts';
import { OPERATOR_COLUMNS, operatorSnapshot, operatorView, type OperatorRow } from './operator-view.ts';
import type { OperatorGrants } from './operator-grants.ts';
import type { OperatorPrincipal, OperatorSessions } from './operator-sessions.ts';
import { SIGN_IN_WINDOW_S, type SignInLimits } from './sign-in-limits.ts';
import { checkTotp, DUMMY_TOTP_SECRET, newTotpSecret, totpEnrolment } from './totp.ts';

/** Why a sign-in failed. Only the audit row says it: every wrong factor answers the same (ADR 0051). */
export type SignInFailure =
  | 'unknown_username'
  | 'wrong_password'
  | 'missing_code'
  | 'wrong_code'
  | 'inactive'
  | 'unconfirmed'
  | 'locked'
  | 'address_limit';

/** Checked in place of a missing code, so the check still runs; its result is not used. */
const NO_CODE = '000000';

/** What an enrolment ticket seals: the secret offered to one session, until when. */
interface Offer {
  sessionId: string;
  operatorId: number;
  secret: string;
  expiresAt: number;
}

/**
 * Operator sign-in (ADR 0051): username, password and TOTP code in one request. The limits are
 * reserved before the KDF; the password hash and the code are then always both checked (a
 * dummy hash for an unknown username, a dummy secret when there is no secret), and any wrong
 * factor answers WRONG_CREDENTIAL. Each failure is audited with its reason, capped per username
 * and address. An operator stored without a secret gets, for its right password, a session
 * that may only enrol one (the offered secret travels sealed in a ticket bound to that
 * session, so nothing unconfirmed is stored).
 */
export class OperatorSignIn {
  private readonly tickets: Sealer;

  constructor(
    private readonly pool: pg.Pool,
    private readonly sessions: OperatorSessions,
    private readonly limits: SignInLimits,
    private readonly kdf: KdfQueue,
    serverSecret: string,
    private readonly grants: OperatorGrants,
  ) {
    this.tickets = new Sealer(serverSecret, 'operator-totp-enrolment');
  }

  login(input: OperatorLoginRequest, ip: string, userAgent: string | undefined): Promise<OperatorLoginReply> {
    const username = input.username.toLowerCase();
    return this.kdf.run(async () => {
      const address = await this.limits.reserveAddress(ip);
      if (!address) {
        await this.audit('address_limit', username, ip, await this.byUsername(this.pool, username));
        failLimited(await this.limits.addressWait(ip));
      }
      const guess = await this.limits.reserveUsername(username);
      if (!guess) {
        await this.audit('locked', username, ip, await this.byUsername(this.pool, username));
        failLimited(await this.limits.usernameWait(username));
      }
      const operator = await this.byUsername(this.pool, username);
      const passwordOk = await verifyPassword(input.password, operator?.passwordHash ?? DUMMY_HASH);
      const step = await checkTotp(
        operator?.totpSecret ?? DUMMY_TOTP_SECRET,
        input.totp ?? NO_CODE,
        operator?.totpLastStep ?? 0,
      );
      const failure: SignInFailure | undefined = !operator
        ? 'unknown_username'
        : !passwordOk
          ? 'wrong_password'
          : operator.totpSecret === null
            ? undefined // the one exception: the right password of an operator that must enrol
            : input.totp === undefined
              ? 'missing_code'
              : step === undefined
                ? 'wrong_code'
                : undefined;
      if (failure) return this.refuse(failure, username, ip, operator);
      if (!operator!.active) {
        await this.audit('inactive', username, ip, operator);
        fail('INACTIVE_USER');
      }
      // Made or changed by one admin while another exists: that admin confirms first (ADR 0129).
      // Said only after every factor was right, so it tells a guesser nothing.
      if (await this.grants.waitsForConfirmation(this.pool, operator!.id)) {
        await this.audit('unconfirmed', username, ip, operator);
        fail('OPERATOR_UNCONFIRMED');
      }
      const opened = await inTransaction(this.pool, (tx) => this.open(tx, operator!, step, ip, userAgent));
      if ('failure' in opened) return this.refuse(opened.failure, username, ip, operator);
      await address.release();
      await guess.release();
      return opened;
    });
  }

  /**
   * The first code of the secret offered at sign-in: the operator has TOTP from now on, this
   * session becomes a full one and every other session of the operator ends (any of them was
   * held to enrolment too, and none proved the new secret).
   */
  async enrol(
    principal: OperatorPrincipal,
    ip: string,
    { ticket, totp }: TotpEnrolmentRequest,
  ): Promise<TotpEnrolmentReply> {
    if (!principal.enrolling) fail('NO_DATA'); // it has a secret: nothing to enrol
    const offer = this.openTicket(ticket);
    if (
      !offer ||
      offer.sessionId !== principal.sessionId ||
      offer.operatorId !== principal.operatorId ||
      offer.expiresAt < Date.now()
    )
      fail('KEY_INVALID');
    const step = (await checkTotp(offer.secret, totp, 0)) ?? fail('TOTP_INVALID');
    const { operatorId, sessionId } = principal;
    const enrolled = await inTransaction(this.pool, async (tx) => {
      const before = (await this.byId(tx, operatorId)) ?? fail('UNAUTHORIZED');
      if (before.totpSecret !== null) fail('NO_DATA');
      const { rows } = await tx.query<OperatorRow>(
        `UPDATE operators SET totp_secret = $2, totp_last_step = $3 WHERE id = $1 RETURNING ${OPERATOR_COLUMNS}`,
        [operatorId, offer.secret, step],
      );
      const after = rows[0]!;
      const sessionsEnded = await this.sessions.revokeAll(tx, operatorId, sessionId);
      await appendAudit(
        tx,
        { operatorId, ip },
        {
          action: 'operator.totp_enrol',
          targetType: 'operator',
          targetId: operatorId,
          before: operatorSnapshot(before),
          after: { ...operatorSnapshot(after), sessionsEnded },
        },
      );
      return after;
    });
    this.sessions.ended({ operatorId, keep: sessionId });
    return { operator: operatorView(enrolled) };
  }

  /**
   * The session, once every factor was right: checked again under the row lock, so a parallel
   * sign-in with the same code (a code is good once), or a new password, secret or disabling
   * since the check, fails instead.
   */
  private async open(
    tx: Tx,
    checked: OperatorRow,
    step: number | undefined,
    ip: string,
    userAgent: string | undefined,
  ): Promise<OperatorLoginReply | { failure: SignInFailure }> {
    const row = await this.byId(tx, checked.id);
    if (!row || row.passwordHash !== checked.passwordHash) return { failure: 'wrong_password' };
    if (!row.active) return { failure: 'inactive' };
    const enrolling = row.totpSecret === null;
    if (row.totpSecret !== checked.totpSecret) return { failure: 'wrong_code' };
    if (!enrolling && (step === undefined || step <= row.totpLastStep)) return { failure: 'wrong_code' };
    await tx.query('UPDATE operators SET last_login_at = now(), totp_last_step = $2 WHERE id = $1', [
      row.id,
      enrolling ? row.totpLastStep : step,
    ]);
    const session = await this.sessions.open(tx, row.id, ip, userAgent);
    await appendAudit(
      tx,
      { operatorId: row.id, ip },
      {
        action: 'operator.login',
        targetType: 'operator',
        targetId: row.id,
        ...(enrolling ? { after: { totpEnrolment: true } } : {}),
      },
    );
    return {
      token: session.token,
      operator: operatorView({ ...row, lastLoginAt: new Date() }),
      idleMinutes: OPERATOR_IDLE_MINUTES,
      enrolment: enrolling ? await this.offer(row, session.id) : null,
    };
  }

  /** A new secret for the operator to scan, sealed into a ticket only this session can confirm. */
  private async offer(operator: OperatorRow, sessionId: string): Promise<PendingTotpEnrolment> {
    const secret = newTotpSecret();
    const offer: Offer = {
      sessionId,
      operatorId: operator.id,
      secret,
      expiresAt: Date.now() + OPERATOR_IDLE_MINUTES * 60_000,
    };
    return {
      ...(await totpEnrolment(operator.username, secret)),
      ticket: this.tickets.seal(JSON.stringify(offer)),
    };
  }

  private openTicket(ticket: string): Offer | undefined {
    try {
      const offer = JSON.parse(this.tickets.open(ticket)) as Partial<Offer>;
      const whole =
        typeof offer.sessionId === 'string' &&
        typeof offer.operatorId === 'number' &&
        typeof offer.secret === 'string' &&
        typeof offer.expiresAt === 'number';
      return whole ? (offer as Offer) : undefined;
    } catch {
      return undefined; // not sealed with our key: forged, altered, or from another server
    }
  }

  private async refuse(
    failure: SignInFailure,
    username: string,
    ip: string,
    operator: OperatorRow | undefined,
  ): Promise<never> {
    await this.audit(failure, username, ip, operator);
    fail('WRONG_CREDENTIAL');
  }

  /**
   * One audit row per failed sign-in, with the address and the reason, while the username (and,
   * for a name that is no operator's, the address) stays under the cap in the window; then one row that says the rest are not
   * written, then nothing until the window moves on: an attack cannot flood the chain. A name
   * that is not an operator username's shape (perhaps a password typed in the wrong field) is
   * not kept.
   */
  private async audit(
    failure: SignInFailure,
    username: string,
    ip: string,
    operator: OperatorRow | undefined,
  ): Promise<void> {
    const share = await this.limits.auditShare(username, ip, operator !== undefined);
    if (share.kind === 'none') return;
    const named = operatorUsername.safeParse(username).success ? username : null;
    const target = {
      targetType: 'operator' as const,
      targetId: operator?.id ?? named ?? '-',
      reason: failure,
    };
    await inTransaction(this.pool, (tx) =>
      appendAudit(
        tx,
        { operatorId: null, ip },
        share.kind === 'row'
          ? { action: 'operator.login_failed', ...target, after: { username: named } }
          : {
              action: 'operator.login_failed_capped',
              ...target,
              after: { username: named, by: share.by, cap: share.cap, windowMinutes: SIGN_IN_WINDOW_S / 60 },
            },
      ),
    );
  }

  private async byUsername(db: Queryable, username: string): Promise<OperatorRow | undefined> {
    const { rows } = await db.query<OperatorRow>(
      `SELECT ${OPERATOR_COLUMNS} FROM operators WHERE username = $1`,
      [username],
    );
    return rows[0];
  }

  /** The row, locked until the transaction ends. */
  private async byId(tx: Tx, id: number): Promise<OperatorRow | undefined> {
    const { rows } = await tx.query<OperatorRow>(
      `SELECT ${OPERATOR_COLUMNS} FROM operators WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return rows[0];
  }
}
