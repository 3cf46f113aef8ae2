import { createHash, randomBytes } from 'node:crypto';
import type { EnrolmentLink, PendingGrant, PendingSummary } from '@wallet/contract';
import type pg from 'pg';
import type { Queryable, Tx } from '../../../db/queryable.ts';
import type { QueueEvents } from '../../../lib/queue-events.ts';
import { isoOrNull } from '../../../lib/refs.ts';

export type GrantKind = PendingGrant['kind'];

/** The back-office page an enrolment link opens (apps/backoffice's EnrolPage). */
export const ENROL_PATH = '/backoffice/enrol/';

/** Where the enrolment link's lifetime is read: the settings module's `operatorEnrolment`. */
export interface EnrolmentSettings {
  get(key: 'operatorEnrolment'): Promise<{ linkHours: number; approverWindowHours: number }>;
}

/** Only the link's hash is stored: a copy of the database opens no enrolment. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface GrantInput {
  operatorId: number;
  kind: GrantKind;
  /** Null: the shell (the site owner on the machine). */
  issuedBy: number | null;
  reason: string;
  /** The secret the link offers; absent: no link (a role change that keeps the credentials, the shell). */
  linkSecret?: string;
  /** The shell's own operators (the demo seed, tests): made and enrolled at this time. */
  enrolledAt?: Date;
}

export interface IssuedGrant {
  link: EnrolmentLink | null;
  needsConfirmation: boolean;
}

/** A link's grant, found by its token, with the operator it is for. */
export interface OpenLink {
  grantId: number;
  operatorId: number;
  username: string;
  name: string;
  role: 'admin' | 'finance' | 'support';
  totpSecret: string;
  expiresAt: Date;
}

/**
 * Operator grants (ADR 0129): what an admin or the shell did to an operator's account, the
 * one-time enrolment links that hand over credentials, and the second admin's confirmation.
 * Every method runs on the caller's transaction, so a grant commits with its change. The
 * operators waiting for a second admin are a queue (`operatorGrants`, issue 37): counted on the
 * queues' summary and the dashboard, each arrival and confirmation announced to the screens.
 */
export class OperatorGrants {
  constructor(
    private readonly settings: EnrolmentSettings,
    pool: pg.Pool,
    private readonly queues: QueueEvents,
  ) {
    queues.summary('operatorGrants', () => this.waiting(pool));
  }

  /** How many operators wait for a second admin's confirmation, and since when. */
  async waiting(db: Queryable): Promise<PendingSummary> {
    const { rows } = await db.query<{ count: number; oldest: Date | null }>(
      `SELECT count(DISTINCT operator_id)::int AS count, min(issued_at) AS oldest FROM operator_grants
       WHERE closed_at IS NULL AND needs_confirmation AND confirmed_at IS NULL`,
    );
    return { count: rows[0]!.count, oldestAt: isoOrNull(rows[0]!.oldest) };
  }

  /**
   * After the commit of an admin's grant or a confirmation: the queue's screens and badge. A grant
   * that waits arrives; one that does not may have replaced a waiting link, and a confirmation
   * decides: either way the operator is not waiting any more.
   */
  announce(operatorId: number, change: 'added' | 'decided'): void {
    this.queues.changed('operatorGrants', change, operatorId);
  }

  /**
   * Records a grant. A link (when `linkSecret` is given) replaces any earlier unused one of the
   * operator. It waits for a second admin when an active admin other than the issuer and the
   * operator exists: that admin confirms before the operator can sign in.
   */
  async issue(tx: Tx, input: GrantInput): Promise<IssuedGrant> {
    const token = input.linkSecret === undefined ? null : randomBytes(32).toString('base64url');
    if (token !== null)
      await tx.query(
        `UPDATE operator_grants SET closed_at = now(), totp_secret = NULL
         WHERE operator_id = $1 AND closed_at IS NULL AND token_hash IS NOT NULL AND enrolled_at IS NULL`,
        [input.operatorId],
      );
    const { rows: admins } = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM operators WHERE role = 'admin' AND active AND id <> $1 AND id <> $2`,
      [input.issuedBy ?? 0, input.operatorId],
    );
    const needsConfirmation = input.issuedBy !== null && admins[0]!.n > 0;
    const { linkHours } = await this.settings.get('operatorEnrolment');
    const { rows } = await tx.query<{ expiresAt: Date | null }>(
      `INSERT INTO operator_grants (operator_id, kind, credentials, issued_by, issued_at, reason, token_hash,
         totp_secret, expires_at, enrolled_at, needs_confirmation)
       VALUES ($1, $2, $3, $4, coalesce($10::timestamptz, now()), $5, $6, $7,
         CASE WHEN $6::text IS NULL THEN NULL ELSE now() + make_interval(hours => $8) END,
         CASE WHEN $6::text IS NULL THEN coalesce($10::timestamptz, now()) END, $9)
       RETURNING expires_at AS "expiresAt"`,
      [
        input.operatorId,
        input.kind,
        input.kind !== 'role' || token !== null,
        input.issuedBy,
        input.reason,
        token && tokenHash(token),
        input.linkSecret ?? null,
        linkHours,
        needsConfirmation,
        input.enrolledAt ?? null,
      ],
    );
    return {
      link:
        token === null
          ? null
          : { path: `${ENROL_PATH}${token}`, expiresAt: rows[0]!.expiresAt!.toISOString() },
      needsConfirmation,
    };
  }

  /** The link's grant while it is unused, not replaced and not expired, for an active operator. */
  async openLink(db: Queryable | Tx, token: string, lock = false): Promise<OpenLink | undefined> {
    const { rows } = await db.query<OpenLink>(
      `SELECT g.id::int AS "grantId", o.id::int AS "operatorId", o.username, o.name, o.role,
              g.totp_secret AS "totpSecret", g.expires_at AS "expiresAt"
       FROM operator_grants g JOIN operators o ON o.id = g.operator_id
       WHERE g.token_hash = $1 AND g.closed_at IS NULL AND g.enrolled_at IS NULL
         AND g.expires_at > now() AND o.active
       ${lock ? 'FOR UPDATE OF g' : ''}`,
      [tokenHash(token)],
    );
    return rows[0];
  }

  /** The link is used: the secret it offered is the operator's now, and is not kept here. */
  async used(tx: Tx, grantId: number): Promise<void> {
    await tx.query(`UPDATE operator_grants SET enrolled_at = now(), totp_secret = NULL WHERE id = $1`, [
      grantId,
    ]);
  }

  /** Whether the operator waits for a second admin (it cannot sign in until then). */
  async waitsForConfirmation(db: Queryable | Tx, operatorId: number): Promise<boolean> {
    const { rows } = await db.query(
      `SELECT 1 FROM operator_grants
       WHERE operator_id = $1 AND closed_at IS NULL AND needs_confirmation AND confirmed_at IS NULL LIMIT 1`,
      [operatorId],
    );
    return rows.length > 0;
  }

  /**
   * The grants waiting for a confirmation, locked: confirmed together by one admin. Each issuer
   * must be another admin than the confirmer (answered by the caller).
   */
  async unconfirmed(tx: Tx, operatorId: number): Promise<{ id: number; issuedBy: number | null }[]> {
    const { rows } = await tx.query<{ id: number; issuedBy: string | null }>(
      `SELECT id::int AS id, issued_by AS "issuedBy" FROM operator_grants
       WHERE operator_id = $1 AND closed_at IS NULL AND needs_confirmation AND confirmed_at IS NULL
       ORDER BY id FOR UPDATE`,
      [operatorId],
    );
    return rows.map((row) => ({ id: row.id, issuedBy: row.issuedBy === null ? null : Number(row.issuedBy) }));
  }

  async confirm(tx: Tx, grantIds: number[], confirmedBy: number): Promise<void> {
    await tx.query(
      `UPDATE operator_grants SET confirmed_by = $2, confirmed_at = now() WHERE id = ANY($1::bigint[])`,
      [grantIds, confirmedBy],
    );
  }

  /** Per operator, its unfinished grant (the latest): an unused link, or a change waiting for a second admin. */
  async pending(db: Queryable): Promise<Map<number, PendingGrant>> {
    const { rows } = await db.query<{
      operatorId: number;
      kind: GrantKind;
      issuedAt: Date;
      reason: string | null;
      enrolled: boolean;
      expiresAt: Date | null;
      expired: boolean;
      waiting: boolean;
      issuerId: number | null;
      issuerUsername: string | null;
      issuerName: string | null;
    }>(
      `SELECT DISTINCT ON (g.operator_id) g.operator_id::int AS "operatorId", g.kind, g.issued_at AS "issuedAt",
              g.reason, (g.token_hash IS NULL OR g.enrolled_at IS NOT NULL) AS enrolled,
              CASE WHEN g.enrolled_at IS NULL THEN g.expires_at END AS "expiresAt",
              coalesce(g.enrolled_at IS NULL AND g.expires_at <= now(), false) AS expired,
              bool_or(g.needs_confirmation AND g.confirmed_at IS NULL) OVER (PARTITION BY g.operator_id) AS waiting,
              i.id::int AS "issuerId", i.username AS "issuerUsername", i.name AS "issuerName"
       FROM operator_grants g LEFT JOIN operators i ON i.id = g.issued_by
       WHERE g.closed_at IS NULL
         AND ((g.token_hash IS NOT NULL AND g.enrolled_at IS NULL) OR (g.needs_confirmation AND g.confirmed_at IS NULL))
       ORDER BY g.operator_id, g.id DESC`,
    );
    return new Map(
      rows.map((row) => [
        row.operatorId,
        {
          kind: row.kind,
          issuedBy:
            row.issuerId === null
              ? null
              : { id: row.issuerId, username: row.issuerUsername!, name: row.issuerName! },
          issuedAt: row.issuedAt.toISOString(),
          reason: row.reason,
          enrolled: row.enrolled,
          linkExpiresAt: row.expiresAt?.toISOString() ?? null,
          linkExpired: row.expired,
          needsConfirmation: row.waiting,
        },
      ]),
    );
  }
}
