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
/**
 * What an admin did to an operator that is not finished (ADR 0129): an enrolment link not used
 * yet, or a change waiting for a second admin's confirmation (the operator cannot sign in until
 * then). issuedBy null: the shell.
 */
export const pendingGrant = z.object({
  kind: z.enum(['create', 'role', 'password', 'totp']),
  issuedBy: z.object({ id: z.number().int(), username: z.string(), name: z.string() }).nullable(),
  issuedAt: z.string(),
  reason: z.string().nullable(),
  /** The operator set their password and TOTP through the link (or the change needed no link). */
  enrolled: z.boolean(),
  /** When the link stops working; null: no link. */
  linkExpiresAt: z.string().nullable(),
  /** The unused link is past its time: the admin issues a new one (a re-enrolment). */
  linkExpired: z.boolean(),
  /** Waits for a second admin (not the one who issued it). */
  needsConfirmation: z.boolean(),
});
export type PendingGrant = z.infer<typeof pendingGrant>;

export const operatorListItem = operatorView.extend({
  /**
   * Seconds before this operator may try to sign in again, after too many failed sign-ins
   * (OPERATOR_LOGIN_FAILURES in 15 minutes); 0: not locked. An admin may clear it (unlock).
   */
  signInLockedFor: z.number().int().min(0),
  pending: pendingGrant.nullable(),
});
export type OperatorListItem = z.infer<typeof operatorListItem>;

export const operatorsReply = z.object({ operators: z.array(operatorListItem) });
export type OperatorsReply = z.infer<typeof operatorsReply>;

/**
 * A one-time enrolment link (ADR 0129): the admin passes it on; the operator opens it in the
 * back-office, sets their own password and enrols TOTP. The admin never sees either. path is
 * the back-office page (`/backoffice/enrol/<token>`), shown once: only its hash is stored.
 */
export const enrolmentLink = z.object({
  path: z.string(),
  expiresAt: z.string(),
});
export type EnrolmentLink = z.infer<typeof enrolmentLink>;

/**
 * POST /api/backoffice/operators. Every operator gets a TOTP secret, whatever its role (ADR
 * 0051), set with its password through the enrolment link the answer carries once (ADR 0129).
 */
export const createOperatorRequest = z.object({
  username: operatorUsername,
  name: text(100).trim().min(1),
  role: operatorRole,
  reason,
});
export type CreateOperatorRequest = z.input<typeof createOperatorRequest>;

/**
 * What an admin's change to an operator answers (ADR 0129): the operator, the enrolment link
 * when the change hands over new credentials (create, a reset, a role for an operator without
 * TOTP; null otherwise), and whether it waits for a second admin before the operator can sign in.
 */
export const operatorGrantReply = z.object({
  operator: operatorView,
  link: enrolmentLink.nullable(),
  needsConfirmation: z.boolean(),
});
export type OperatorGrantReply = z.infer<typeof operatorGrantReply>;

/** PUT /api/backoffice/operators/:operatorId: role, name, or active (false disables and ends its sessions). */
export const updateOperatorRequest = z.object({
  name: text(100).trim().min(1).optional(),
  role: operatorRole.optional(),
  active: z.boolean().optional(),
  reason,
});
export type UpdateOperatorRequest = z.infer<typeof updateOperatorRequest>;

export const operatorParams = z.object({ operatorId: idParam });

export const confirmOperatorReply = z.object({ operator: operatorView });
export type ConfirmOperatorReply = z.infer<typeof confirmOperatorReply>;

// Enrolment (public: the link is the key)

export const enrolmentParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

/** GET /api/backoffice/enrolment/:token: whom the link is for, and the TOTP secret to scan. */
export const enrolmentOffer = z.object({
  username: z.string(),
  name: z.string(),
  role: operatorRole,
  expiresAt: z.string(),
  enrolment: totpEnrolment,
});
export type EnrolmentOffer = z.infer<typeof enrolmentOffer>;

/** POST /api/backoffice/enrolment/:token: the operator's own password and the app's first code. */
export const enrolmentRequest = z.object({ password: operatorPassword, totp: totpCode });
export type EnrolmentRequest = z.infer<typeof enrolmentRequest>;

/** The enrolled operator; waitsForConfirmation: a second admin must still confirm before sign-in. */
export const enrolmentReply = z.object({ operator: operatorView, waitsForConfirmation: z.boolean() });
export type EnrolmentReply = z.infer<typeof enrolmentReply>;

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
