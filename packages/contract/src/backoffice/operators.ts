import { z } from 'zod';
import { text } from '../api/common.ts';
import { PASSWORD_MAX } from '../rules.ts';
import { idParam, pageQuery, reason } from './common.ts';
import { operatorRole } from './roles.ts';

/** Operator login names: lower-case letters, digits, dot, dash, underscore. */
export const operatorUsername = z.string().regex(/^[a-z0-9._-]{3,32}$/);
/** Operators' passwords are longer than members' (they can move money). */
export const OPERATOR_PASSWORD_MIN = 10;
export const operatorPassword = z.string().min(OPERATOR_PASSWORD_MIN).max(PASSWORD_MAX);
/** A 6-digit TOTP code (RFC 6238, 30 s step, SHA-1: what every authenticator app reads). */
export const totpCode = z.string().regex(/^\d{6}$/);

export const operatorView = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: operatorRole,
  active: z.boolean(),
  /**
   * Has a TOTP secret. Every operator made since ADR 0051 has one; false only for one stored
   * without (support, before then), whose next sign-in enrols one before anything else.
   */
  totp: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type OperatorView = z.infer<typeof operatorView>;

/** A TOTP secret to scan: shown once, when it is created. */
export const totpEnrolment = z.object({
  /** otpauth://totp/... */
  otpauthUri: z.string(),
  /** The same URI as a QR code, `data:image/svg+xml;base64,...`, for an <img src>. */
  qrDataUrl: z.string(),
  /** The base32 secret, for typing into an app by hand. */
  secret: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolment>;

export const operatorSessionView = z.object({
  id: z.string(),
  operator: z.object({ id: z.number().int(), username: z.string() }),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** When it ends if idle (lastSeenAt + OPERATOR_IDLE_MINUTES). */
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  active: z.boolean(),
  /** The session of the caller. */
  current: z.boolean(),
});
export type OperatorSessionView = z.infer<typeof operatorSessionView>;

// Sign-in

/**
 * POST /api/backoffice/auth/login: username, password and the authenticator's code, on one
 * form. Any failure (unknown username, wrong password, wrong or missing code, or several) is
 * the same WRONG_CREDENTIAL after the same work (ADR 0051). totp may be left out only by an
 * operator that has no authenticator yet: its right password answers an enrolment.
 */
export const operatorLoginRequest = z.object({
  username: text(64).min(1),
  password: z.string().min(1).max(PASSWORD_MAX),
  totp: totpCode.optional(),
});
export type OperatorLoginRequest = z.infer<typeof operatorLoginRequest>;

/**
 * A TOTP secret offered at the first sign-in of an operator without one, with the ticket that
 * names it (sealed by the server, bound to this session, valid as long as an idle session).
 */
export const pendingTotpEnrolment = totpEnrolment.extend({ ticket: z.string() });
export type PendingTotpEnrolment = z.infer<typeof pendingTotpEnrolment>;

/**
 * The operator token goes in `Authorization: Bearer <token>` and in the socket handshake.
 * enrolment is null for a full session. Not null: the operator has no authenticator yet, and
 * the token opens nothing but POST /api/backoffice/auth/totp-enrolment (every other route
 * answers TOTP_ENROLMENT_REQUIRED), which confirms the secret with a first code and makes this
 * session a full one.
 */
export const operatorLoginReply = z.object({
  token: z.string(),
  operator: operatorView,
  idleMinutes: z.number().int(),
  enrolment: pendingTotpEnrolment.nullable(),
});
export type OperatorLoginReply = z.infer<typeof operatorLoginReply>;

/** POST /api/backoffice/auth/totp-enrolment: the offered secret's ticket and the app's first code. */
export const totpEnrolmentRequest = z.object({
  ticket: z.string().min(1).max(1000),
  totp: totpCode,
});
export type TotpEnrolmentRequest = z.infer<typeof totpEnrolmentRequest>;

export const totpEnrolmentReply = z.object({ operator: operatorView });
export type TotpEnrolmentReply = z.infer<typeof totpEnrolmentReply>;

export const operatorMeReply = z.object({ operator: operatorView, session: operatorSessionView });
export type OperatorMeReply = z.infer<typeof operatorMeReply>;

/** POST /api/backoffice/auth/password: the operator's own password; other sessions end. */
export const operatorPasswordRequest = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX),
  newPassword: operatorPassword,
});
export type OperatorPasswordRequest = z.infer<typeof operatorPasswordRequest>;

// Operators (admin)

/** An operator as the operators screen lists it: with its sign-in lock. */
export const operatorListItem = operatorView.extend({
  /**
   * Seconds before this operator may try to sign in again, after too many failed sign-ins
   * (OPERATOR_LOGIN_FAILURES in 15 minutes); 0: not locked. An admin may clear it (unlock).
   */
  signInLockedFor: z.number().int().min(0),
});
export type OperatorListItem = z.infer<typeof operatorListItem>;

export const operatorsReply = z.object({ operators: z.array(operatorListItem) });
export type OperatorsReply = z.infer<typeof operatorsReply>;

/**
 * POST /api/backoffice/operators. Every operator gets a TOTP secret, whatever its role (ADR
 * 0051); the enrolment comes back once.
 */
export const createOperatorRequest = z.object({
  username: operatorUsername,
  name: text(100).trim().min(1),
  role: operatorRole,
  password: operatorPassword,
  reason,
});
export type CreateOperatorRequest = z.input<typeof createOperatorRequest>;

export const createOperatorReply = z.object({ operator: operatorView, enrolment: totpEnrolment });
export type CreateOperatorReply = z.infer<typeof createOperatorReply>;

/** PUT /api/backoffice/operators/:operatorId: role, name, or active (false disables and ends its sessions). */
export const updateOperatorRequest = z.object({
  name: text(100).trim().min(1).optional(),
  role: operatorRole.optional(),
  active: z.boolean().optional(),
  reason,
});
export type UpdateOperatorRequest = z.infer<typeof updateOperatorRequest>;

/**
 * The changed operator, and the TOTP enrolment when this change made a secret (a new role for
 * an operator stored without one): shown once, as create and resetTotp answer it; null
 * otherwise (a rename, or an operator that already had a secret).
 */
export const updateOperatorReply = z.object({ operator: operatorView, enrolment: totpEnrolment.nullable() });
export type UpdateOperatorReply = z.infer<typeof updateOperatorReply>;

export const operatorParams = z.object({ operatorId: idParam });

/** POST /api/backoffice/operators/:operatorId/totp: a new TOTP secret (the old one stops working). */
export const resetTotpReply = z.object({ operator: operatorView, enrolment: totpEnrolment });
export type ResetTotpReply = z.infer<typeof resetTotpReply>;

/** POST /api/backoffice/operators/:operatorId/password: a one-time password, shown once; sessions end. */
export const oneTimePasswordReply = z.object({ password: z.string() });
export type OneTimePasswordReply = z.infer<typeof oneTimePasswordReply>;

export const reasonRequest = z.object({ reason });
export type ReasonRequest = z.infer<typeof reasonRequest>;

// Sessions (admin)

export const operatorSessionsQuery = z.object({
  operatorId: idParam.optional(),
  /** Only sessions still usable (default), or every session including ended ones. */
  active: z.enum(['true', 'false']).default('true'),
  ...pageQuery,
});
export const operatorSessionsReply = z.object({
  total: z.number().int(),
  sessions: z.array(operatorSessionView),
});
export type OperatorSessionsReply = z.infer<typeof operatorSessionsReply>;
export const sessionParams = z.object({ sessionId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
