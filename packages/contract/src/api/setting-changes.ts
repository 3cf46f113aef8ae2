import { z } from 'zod';
import { idParam, instant, operatorRef, reason } from '../backoffice/common.ts';
import { settingGroupNames, type SettingGroup } from './setting-groups.ts';

/**
 * A money-control setting's change that waits (issue 37, ADR 0130): asked for by one admin with a
 * reason, it applies only when a second admin confirms it, or, on a site with no second admin who
 * may confirm, by itself at `appliesAt` unless it is cancelled first. `before` and `after` hold the
 * waiting settings only (a group's other settings applied at once).
 */
export const settingChangeStatuses = ['WAITING', 'APPLIED', 'REJECTED', 'CANCELLED'] as const;
export type SettingChangeStatus = (typeof settingChangeStatuses)[number];

export const settingChange = z.object({
  id: z.number().int(),
  group: z.enum(settingGroupNames as [SettingGroup, ...SettingGroup[]]),
  status: z.enum(settingChangeStatuses),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  reason: z.string(),
  requestedBy: operatorRef,
  requestedAt: instant,
  /** null: waits for a second admin; a time: the site has none, the change applies then by itself. */
  appliesAt: instant.nullable(),
  /** Who confirmed, rejected or cancelled it (null: applied by itself after the delay, or still waiting). */
  decidedBy: operatorRef.nullable(),
  decidedAt: instant.nullable(),
  decisionReason: z.string().nullable(),
});
export type SettingChange = z.infer<typeof settingChange>;

/** The 202 answer of a settings change that waits (the group's other settings, if any, applied). */
export const settingChangeWaiting = z.object({ pending: settingChange });
export type SettingChangeWaiting = z.infer<typeof settingChangeWaiting>;

/** GET /api/backoffice/settings/changes: every waiting change (oldest first) and the last decided ones. */
export const settingChangeList = z.object({
  waiting: z.array(settingChange),
  recent: z.array(settingChange),
});
export type SettingChangeList = z.infer<typeof settingChangeList>;

export const settingChangeParams = z.object({ changeId: idParam });
/** A confirmation may say why; a rejection or a cancellation must. */
export const settingChangeConfirm = z.object({ reason: reason.optional() });
export const settingChangeDecision = z.object({ reason });
