import type { EnrolmentOffer, EnrolmentReply, EnrolmentRequest } from '@wallet/contract';
import type pg from 'pg';
import { inTransaction } from '../../../db/transaction.ts';
import { fail } from '../../../lib/app-error.ts';
import { assertStrongPassword, hashPassword, type KdfQueue } from '../../auth/index.ts';
import { appendAudit } from '../audit/audit-log.ts';
import { OPERATOR_COLUMNS, operatorView, type OperatorRow } from './operator-view.ts';
import type { OperatorGrants } from './operator-grants.ts';
import type { OperatorSessions } from './operator-sessions.ts';
import { checkTotp, totpEnrolment } from './totp.ts';

/**
 * An operator's enrolment through the one-time link an admin's grant made (ADR 0129): the
 * operator, signed out, reads the secret and sets its own password and TOTP, so an admin never
 * holds either.
 */
export class OperatorEnrolment {
  constructor(
    private readonly pool: pg.Pool,
    private readonly sessions: OperatorSessions,
    private readonly kdf: KdfQueue,
    private readonly grants: OperatorGrants,
  ) {}

  /** Whom an enrolment link is for, and the secret to scan, while the link is good. */
  async enrolmentOffer(token: string): Promise<EnrolmentOffer> {
    const link = (await this.grants.openLink(this.pool, token)) ?? fail('ENROLMENT_INVALID');
    return {
      username: link.username,
      name: link.name,
      role: link.role,
      expiresAt: link.expiresAt.toISOString(),
      enrolment: await totpEnrolment(link.username, link.totpSecret),
    };
  }

  /**
   * The operator uses its link: its own password (the operator password rules) and the first
   * code of the offered secret. The link is used up under a lock, so two uses cannot both pass;
   * the operator's other sessions end. It signs in next (once confirmed, where it must be).
   */
  async enrol(token: string, ip: string, { password, totp }: EnrolmentRequest): Promise<EnrolmentReply> {
    assertStrongPassword(password, {});
    const offered = (await this.grants.openLink(this.pool, token)) ?? fail('ENROLMENT_INVALID');
    const step = (await checkTotp(offered.totpSecret, totp, 0)) ?? fail('TOTP_INVALID');
    const passwordHash = await this.kdf.run(() => hashPassword(password));
    return inTransaction(this.pool, async (tx) => {
      const link = await this.grants.openLink(tx, token, true);
      if (!link || link.grantId !== offered.grantId) fail('ENROLMENT_INVALID');
      const { rows } = await tx.query<OperatorRow>(
        `UPDATE operators SET password_hash = $2, totp_secret = $3, totp_last_step = $4 WHERE id = $1
         RETURNING ${OPERATOR_COLUMNS}`,
        [link.operatorId, passwordHash, link.totpSecret, step],
      );
      await this.grants.used(tx, link.grantId);
      const sessionsEnded = await this.sessions.revokeAll(tx, link.operatorId);
      await appendAudit(
        tx,
        { operatorId: link.operatorId, ip },
        {
          action: 'operator.enrol',
          targetType: 'operator',
          targetId: link.operatorId,
          after: { grant: link.grantId, sessionsEnded },
        },
      );
      return {
        operator: operatorView(rows[0]!),
        waitsForConfirmation: await this.grants.waitsForConfirmation(tx, link.operatorId),
      };
    });
  }
}
