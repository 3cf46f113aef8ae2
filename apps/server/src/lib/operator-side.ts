import type { FastifyRequest } from 'fastify';
import type { AuditAction, auditTargetTypes } from '@wallet/contract';
import type { Tx } from '../db/queryable.ts';

/** Who acted and from where: the operator of the request (null: the shell). */
export interface Actor {
  operatorId: number | null;
  ip: string | null;
}

/** An actor who is a signed-in operator (every operator route's). */
export type OperatorActor = Actor & { operatorId: number };

export interface AuditRecord {
  action: AuditAction;
  targetType: (typeof auditTargetTypes)[number];
  targetId: string | number;
  memberId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

/**
 * What a domain module's operator side needs of the back-office (ADR 0056): who the signed-in
 * operator of a request is, and the audit trail its changes are written to in their own
 * transaction. The back-office implements it (`operatorSide` in its index.ts) and app.ts hands it
 * to the modules, so that the ledger core, which imports no other module, has an operator side
 * too. The guards (session, TOTP, role) come with each route from the contract (`fromContract`).
 */
export interface OperatorSide {
  actorOf(request: FastifyRequest): OperatorActor;
  appendAudit(tx: Tx, actor: Actor, record: AuditRecord): Promise<void>;
}
