import type { PendingSummary, SettingChange, SettingChangeStatus, SettingGroup } from '@wallet/contract';
import type { Queryable } from '../../db/queryable.ts';
import { isoOrNull } from '../../lib/refs.ts';

/** A waiting change as stored, with its operators' names for the lists. */
const SELECT = `
  SELECT c.id, c.group_name AS "group", c.status, c.before, c.after, c.reason,
         c.created_at AS "requestedAt", c.applies_at AS "appliesAt", c.decided_at AS "decidedAt",
         c.decision_reason AS "decisionReason",
         r.id AS "requesterId", r.username AS "requesterUsername", r.name AS "requesterName",
         d.id AS "deciderId", d.username AS "deciderUsername", d.name AS "deciderName"
  FROM setting_changes c
  JOIN operators r ON r.id = c.requested_by
  LEFT JOIN operators d ON d.id = c.decided_by`;

interface Row {
  id: string;
  group: SettingGroup;
  status: SettingChangeStatus;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  reason: string;
  requestedAt: Date;
  appliesAt: Date | null;
  decidedAt: Date | null;
  decisionReason: string | null;
  requesterId: string;
  requesterUsername: string;
  requesterName: string;
  deciderId: string | null;
  deciderUsername: string | null;
  deciderName: string | null;
}

function changeOf(row: Row): SettingChange {
  return {
    id: Number(row.id),
    group: row.group,
    status: row.status,
    before: row.before,
    after: row.after,
    reason: row.reason,
    requestedBy: { id: Number(row.requesterId), username: row.requesterUsername, name: row.requesterName },
    requestedAt: row.requestedAt.toISOString(),
    appliesAt: row.appliesAt?.toISOString() ?? null,
    decidedBy:
      row.deciderId === null
        ? null
        : { id: Number(row.deciderId), username: row.deciderUsername!, name: row.deciderName! },
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionReason: row.decisionReason,
  };
}

/** The queries of the money-control settings' waiting changes (ADR 0130). */
export const changeRequestsRepo = {
  async insert(
    db: Queryable,
    change: {
      group: SettingGroup;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
      reason: string;
      requestedBy: number;
      delayHours: number | null;
    },
  ): Promise<number> {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO setting_changes (group_name, before, after, reason, requested_by, applies_at, status)
       VALUES ($1, $2::jsonb, $3::jsonb, $4, $5,
               CASE WHEN $6::int IS NULL THEN NULL ELSE now() + make_interval(hours => $6::int) END, 'WAITING')
       RETURNING id`,
      [
        change.group,
        JSON.stringify(change.before),
        JSON.stringify(change.after),
        change.reason,
        change.requestedBy,
        change.delayHours,
      ],
    );
    return Number(rows[0]!.id);
  },

  async byId(db: Queryable, id: number): Promise<SettingChange | undefined> {
    const { rows } = await db.query<Row>(`${SELECT} WHERE c.id = $1`, [id]);
    return rows[0] && changeOf(rows[0]);
  },

  /** Locks the change's row until the transaction ends: one decision per change. */
  async lock(db: Queryable, id: number): Promise<SettingChange | undefined> {
    await db.query('SELECT 1 FROM setting_changes WHERE id = $1 FOR UPDATE', [id]);
    return this.byId(db, id);
  },

  /** The waiting changes' settings: a second change of one of them is refused until it is decided. */
  async waitingNames(db: Queryable): Promise<Set<string>> {
    const { rows } = await db.query<{ name: string }>(
      `SELECT DISTINCT jsonb_object_keys(after) AS name FROM setting_changes WHERE status = 'WAITING'`,
    );
    return new Set(rows.map((row) => row.name));
  },

  /** How many changes wait, and since when (the queues' summary and the dashboard). */
  async pending(db: Queryable): Promise<PendingSummary> {
    const { rows } = await db.query<{ count: number; oldest: Date | null }>(
      `SELECT count(*)::int AS count, min(created_at) AS oldest FROM setting_changes WHERE status = 'WAITING'`,
    );
    return { count: rows[0]!.count, oldestAt: isoOrNull(rows[0]!.oldest) };
  },

  async list(db: Queryable): Promise<{ waiting: SettingChange[]; recent: SettingChange[] }> {
    const { rows: waiting } = await db.query<Row>(`${SELECT} WHERE c.status = 'WAITING' ORDER BY c.id`);
    const { rows: recent } = await db.query<Row>(
      `${SELECT} WHERE c.status <> 'WAITING' ORDER BY c.decided_at DESC NULLS LAST, c.id DESC LIMIT 20`,
    );
    return { waiting: waiting.map(changeOf), recent: recent.map(changeOf) };
  },

  async decide(
    db: Queryable,
    id: number,
    decision: { status: Exclude<SettingChangeStatus, 'WAITING'>; by: number | null; reason: string | null },
  ): Promise<void> {
    await db.query(
      `UPDATE setting_changes SET status = $2, decided_by = $3, decided_at = now(), decision_reason = $4
       WHERE id = $1 AND status = 'WAITING'`,
      [id, decision.status, decision.by, decision.reason],
    );
  },

  /** The waiting changes whose delay has passed, oldest first. */
  async due(db: Queryable): Promise<number[]> {
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM setting_changes WHERE status = 'WAITING' AND applies_at <= now() ORDER BY id`,
    );
    return rows.map((row) => Number(row.id));
  },

  /**
   * How many active admins other than `operatorId` were neither made nor handed over in the last
   * `windowHours`: the admins who may confirm its change. None: the site has a single admin, the
   * change gets a delay.
   */
  /** The active admins other than the asker. */
  async otherActiveAdmins(db: Queryable, operatorId: number): Promise<number[]> {
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM operators WHERE role = 'admin' AND active AND id <> $1 ORDER BY id`,
      [operatorId],
    );
    return rows.map((row) => Number(row.id));
  },
};
