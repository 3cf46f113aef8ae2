import { z } from 'zod';
import { idParam, instant, memberRef, operatorRef, pageQuery } from './common.ts';

/**
 * Every kind of change an operator (or the shell) makes; each is one audit row. The `*view`
 * actions are an operator's reads of one member's data (at most one row per operator, member
 * and kind in ten minutes, ADR 0052).
 */
export const auditActions = [
  'operator.create',
  'operator.update',
  'operator.totp_reset',
  'operator.password_reset',
  'operator.password_change',
  'operator.login',
  'operator.logout',
  // ADR 0051: a failed sign-in (the reason column says why), the one row that says further
  // failures of a username or address are not written for a while, the first sign-in's
  // enrolment, and an admin clearing a sign-in lock.
  'operator.login_failed',
  'operator.login_failed_capped',
  'operator.totp_enrol',
  'operator.unlock',
  // ADR 0129: an operator set their own password and TOTP through an enrolment link; a second
  // admin confirmed a new operator or a change to one.
  'operator.enrol',
  'operator.confirm',
  'session.revoke',
  // ADR 0106: above the second-approver amount the first approval records itself; a second operator pays.
  'withdrawal.first_approve',
  'withdrawal.approve',
  'withdrawal.reject',
  // ADR 0146: the manual payout rail: finance paid it in internet banking, or returned it.
  'withdrawal.payout_paid',
  'withdrawal.payout_return',
  // ADR 0186: a return above the operator-credit limits, asked and waiting for a second operator.
  'withdrawal.payout_return_asked',
  // ADR 0173: bulk payment files: a file exported, a bank's result file imported, a typed
  // confirmation that waits for a second operator.
  'withdrawal.payout_file_export',
  'withdrawal.payout_file_import',
  'withdrawal.payout_file_release',
  'withdrawal.payout_first_confirm',
  'deposit_review.first_approve',
  'deposit_review.approve',
  'deposit_review.reject',
  'adjustment.request',
  'adjustment.approve',
  'adjustment.reject',
  'member.lock',
  'member.unlock',
  'member.password_reset',
  'member.sessions_revoke',
  'member.view',
  'member.statement_view',
  'member.slips_view',
  // ADR 0182: an operator's note on a member, and a change of the member's tags.
  'member.note_add',
  'member.tags_update',
  // Issue 27 (ADR 0091): a report exported (which, for which dates) and a ledger audit run on demand.
  'report.export',
  'ledger.audit',
  // Issue 23: the bank feed's operator side.
  'bank_feed.match',
  'bank_feed.settle',
  'bank_feed.statement_import',
  // A second operator's decision on a credit an operator's evidence made (ADR 0131).
  'bank_feed.credit_approve',
  'bank_feed.credit_reject',
  'bank_feed.device_create',
  'bank_feed.device_revoke',
  // An operator's change of a settings group (issue 26, ADR 0086).
  'settings.update',
  // ADR 0130: a money-control setting's change asked for, confirmed, rejected, cancelled.
  'settings.change_request',
  'settings.change_confirm',
  'settings.change_reject',
  'settings.change_cancel',
  // Issue 25 (ADR 0103): the site's canned chat replies replaced.
  'chat.canned_replies_update',
  // ADR 0108: an operator's image uploaded for a setting (the setting's change is its own row).
  'settings.image_upload',
  // ADR 0109: every member's committed draw seed revealed and replaced.
  'draws.rotate_seeds',
  // ADR 0192: an admin ran the doctor's checks from the settings screen (the lines in `after`).
  'doctor.run',
] as const;
export const auditAction = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditAction>;

/** What an audit row is about. */
export const auditTargetTypes = [
  'operator',
  'session',
  'withdrawal',
  'deposit_review',
  'adjustment',
  'member',
  'report',
  'bank_transfer',
  'bank_feed_device',
  'bank_statement',
  'settings',
  'payout_batch',
  // What the doctor checks: the platform and its outside systems, not one record (ADR 0192).
  'system',
] as const;

/** JSON kept as it was: the state before and after the change. */
const snapshot = z.record(z.string(), z.unknown()).nullable();

/**
 * One row of the append-only audit trail: who (null operator: the shell), what, on what,
 * before and after, why and from where. hash chains it to the row before it.
 */
export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  operator: operatorRef.nullable(),
  action: auditAction,
  targetType: z.enum(auditTargetTypes),
  targetId: z.string(),
  memberId: z.number().int().nullable(),
  /** The member the row is about, by name (issue 41): the trail reads in people, not ids. */
  member: memberRef.nullable(),
  before: snapshot,
  after: snapshot,
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** GET /api/backoffice/audit: newest first, every filter optional. */
export const auditQuery = z.object({
  operatorId: idParam.optional(),
  memberId: idParam.optional(),
  action: auditAction.optional(),
  from: instant.optional(),
  to: instant.optional(),
  ...pageQuery,
});
export type AuditQuery = z.input<typeof auditQuery>;

export const auditPage = z.object({ total: z.number().int(), entries: z.array(auditEntry) });
export type AuditPage = z.infer<typeof auditPage>;

/** GET /api/backoffice/members/:memberId/audit: the member's rows. */
export const memberAuditQuery = z.object({ ...pageQuery });
