import type { Tx } from '../../../db/queryable.ts';
import type { Actor, AuditRecord } from '../../../lib/operator-side.ts';
import { chainHash, GENESIS_HASH } from './audit-chain.ts';

/** Serialises the chain: one writer at a time reads the last hash and appends after it. */
const CHAIN_LOCK = 'operator_audit_chain';

/**
 * Appends one row to the audit trail inside the caller's transaction, so the row commits with
 * the change it describes or not at all. The chain lock is held until that commit: rows are
 * appended strictly one after another, each hashing the one before.
 */
export async function appendAudit(tx: Tx, actor: Actor, record: AuditRecord): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [CHAIN_LOCK]);
  const last = await tx.query<{ hash: string }>('SELECT hash FROM operator_audit ORDER BY id DESC LIMIT 1');
  const prevHash = last.rows[0]?.hash ?? GENESIS_HASH;
  const {
    rows: [next],
  } = await tx.query<{ id: string }>(`SELECT nextval('operator_audit_id_seq') AS id`);
  const fields = {
    id: Number(next!.id),
    at: new Date().toISOString(),
    operatorId: actor.operatorId,
    action: record.action,
    targetType: record.targetType,
    targetId: String(record.targetId),
    memberId: record.memberId ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
    reason: record.reason ?? null,
    ip: actor.ip,
  };
  const hash = chainHash(prevHash, fields);
  await tx.query(
    `INSERT INTO operator_audit
       (id, at, operator_id, action, target_type, target_id, member_id, before, after, reason, ip, prev_hash, hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      fields.id,
      fields.at,
      fields.operatorId,
      fields.action,
      fields.targetType,
      fields.targetId,
      fields.memberId,
      fields.before === null ? null : JSON.stringify(fields.before),
      fields.after === null ? null : JSON.stringify(fields.after),
      fields.reason,
      fields.ip,
      prevHash,
      hash,
    ],
  );
}
