import { z } from 'zod';

/**
 * Operator roles (issue 10). Every operator of every role signs in with a password and a TOTP
 * code (ADR 0051). admin: everything, including operators and the audit trail;
 * finance: the money queues and adjustments; support: members (read, lock, passwords, sessions).
 */
export const operatorRoles = ['admin', 'finance', 'support'] as const;
export const operatorRole = z.enum(operatorRoles);
export type OperatorRole = z.infer<typeof operatorRole>;

/** An operator session ends after this long without a request (sliding). */
export const OPERATOR_IDLE_MINUTES = 30;

/** Shorthands for the roles a route needs. */
export const ROLES = {
  admin: ['admin'],
  finance: ['admin', 'finance'],
  support: ['admin', 'support'],
  anyOperator: ['admin', 'finance', 'support'],
} as const satisfies Record<string, readonly OperatorRole[]>;
