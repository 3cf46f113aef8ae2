import type { OperatorPasswordRequest } from '@wallet/contract';
import type pg from 'pg';
import { inTransaction } from '../../../db/transaction.ts';
import { fail } from '../../../lib/app-error.ts';
import { assertStrongPassword, hashPassword, verifyPassword, type KdfQueue } from '../../auth/index.ts';
import { appendAudit } from '../audit/audit-log.ts';
import { operatorById } from './operator-view.ts';
import type { OperatorPrincipal, OperatorSessions } from './operator-sessions.ts';
import type { SignInLimits } from './sign-in-limits.ts';

/** A signed-in operator's own password: checked like a sign-in, changed with its audit row. */
export class OwnPassword {
  constructor(
    private readonly pool: pg.Pool,
    private readonly sessions: OperatorSessions,
    private readonly limits: SignInLimits,
    private readonly kdf: KdfQueue,
  ) {}

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
      const row = (await operatorById(this.pool, operatorId)) ?? fail('UNAUTHORIZED');
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
}
