import type { MemberPasswordResetReply, MemberStatusReply, SiteVariant } from '@wallet/contract';
import type pg from 'pg';
import { SmsSendError, type SmsSender } from '../../adapters/sms/port.ts';
import type { Tx } from '../../db/queryable.ts';
import { inTransaction } from '../../db/transaction.ts';
import { fail } from '../../lib/app-error.ts';
import type { Actor, OperatorSide } from '../../lib/operator-side.ts';
import { hashPassword, oneTimePassword, type AuthService } from '../auth/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { oneTimePasswordSms } from '../../lib/sms-texts.ts';
import { maskedPhone } from './masked-phone.ts';

/**
 * What support does to a member: lock and unlock, a one-time password, ending sessions. Each
 * change and its audit row commit together; after the commit the member's sessions end on
 * every socket and this node forgets what it trusted (auth.sessionsEnded).
 */
export class MemberActions {
  constructor(
    private readonly pool: pg.Pool,
    private readonly auth: AuthService,
    private readonly sms: SmsSender,
    private readonly operators: OperatorSide,
    private readonly settings: SettingsService,
    /** The SMS speaks the site's language (ADR 0158). */
    private readonly variant: SiteVariant,
  ) {}

  async setLocked(
    actor: Actor,
    memberId: number,
    locked: boolean,
    reason: string,
  ): Promise<MemberStatusReply> {
    const status = locked ? 'inactive' : 'active';
    const ended = await inTransaction(this.pool, async (tx) => {
      const before = await this.lockMember(tx, memberId);
      await tx.query('UPDATE members SET status = $2, updated_at = now() WHERE id = $1', [memberId, status]);
      const count = locked ? await this.revokeSessions(tx, memberId) : 0;
      await this.operators.appendAudit(tx, actor, {
        action: locked ? 'member.lock' : 'member.unlock',
        targetType: 'member',
        targetId: memberId,
        memberId,
        before: { status: before },
        after: { status, sessionsEnded: count },
        reason,
      });
      return count;
    });
    if (locked) this.auth.sessionsEnded(memberId);
    return { status, sessionsEnded: ended };
  }

  /**
   * A one-time password sent by SMS to the member's own phone (ADR 0053): the operator never
   * sees it, so cannot sign in with it nor set a password of their own through it. It opens only
   * a session that can set a new password, for the operators' `passwordReset` setting; the
   * member's sessions end. Sent before anything changes: a gateway failure (OTP_SEND_FAIL)
   * leaves the old password and sessions as they were.
   */
  async resetPassword(actor: Actor, memberId: number, reason: string): Promise<MemberPasswordResetReply> {
    const { rows: found } = await this.pool.query<{ phone: string }>(
      'SELECT username AS phone FROM members WHERE id = $1',
      [memberId],
    );
    const phone = found[0]?.phone ?? fail('NO_USER');
    const password = oneTimePassword();
    const passwordHash = await this.auth.kdf.run(() => hashPassword(password));
    const { validMinutes } = await this.settings.get('passwordReset');
    try {
      await this.sms.send(phone, oneTimePasswordSms(this.variant, password, validMinutes));
    } catch (error) {
      if (error instanceof SmsSendError) fail('OTP_SEND_FAIL');
      throw error;
    }
    const expiresAt = await inTransaction(this.pool, async (tx) => {
      await this.lockMember(tx, memberId);
      const { rows } = await tx.query<{ expiresAt: Date }>(
        `UPDATE members
            SET password_hash = $2, password_reset_expires_at = now() + make_interval(mins => $3),
                updated_at = now()
          WHERE id = $1
          RETURNING password_reset_expires_at AS "expiresAt"`,
        [memberId, passwordHash, validMinutes],
      );
      const count = await this.revokeSessions(tx, memberId);
      const until = rows[0]!.expiresAt.toISOString();
      await this.operators.appendAudit(tx, actor, {
        action: 'member.password_reset',
        targetType: 'member',
        targetId: memberId,
        memberId,
        after: { sessionsEnded: count, oneTimePasswordExpiresAt: until },
        reason,
      });
      return until;
    });
    this.auth.sessionsEnded(memberId);
    return { sentTo: maskedPhone(phone), expiresAt, validMinutes };
  }

  async revokeAllSessions(actor: Actor, memberId: number, reason: string): Promise<number> {
    const count = await inTransaction(this.pool, async (tx) => {
      await this.lockMember(tx, memberId);
      const ended = await this.revokeSessions(tx, memberId);
      await this.operators.appendAudit(tx, actor, {
        action: 'member.sessions_revoke',
        targetType: 'member',
        targetId: memberId,
        memberId,
        after: { sessionsEnded: ended },
        reason,
      });
      return ended;
    });
    this.auth.sessionsEnded(memberId);
    return count;
  }

  private async lockMember(tx: Tx, memberId: number): Promise<string> {
    const { rows } = await tx.query<{ status: string }>(
      'SELECT status FROM members WHERE id = $1 FOR UPDATE',
      [memberId],
    );
    return rows[0]?.status ?? fail('NO_USER');
  }

  private async revokeSessions(tx: Tx, memberId: number): Promise<number> {
    const { rowCount } = await tx.query(
      `UPDATE sessions SET revoked_at = now() WHERE member_id = $1 AND revoked_at IS NULL AND expires_at > now()`,
      [memberId],
    );
    return rowCount ?? 0;
  }
}
