import '../zod-config.ts';
import { z } from 'zod';
import { text } from '../api/common.ts';
import { MAX_AMOUNT_BAHT, toSatang } from '../money.ts';

/** A numeric id in a path (`/members/:memberId`). */
export const idParam = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** Page and size of a list (query string): page from 1, limit rows (20 by default). */
export const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};

/** ISO 8601 instant in a query or an answer. */
export const instant = z.iso.datetime({ offset: true });

/**
 * The search every queue and the member statement take (issue 27, ADR 0111), all optional: made
 * at or after `from` and before `to`, an amount in baht between `minAmount` and `maxAmount` (both
 * ends included), the exact `reference`. Queues add `memberSearch`.
 */
export const listSearch = {
  from: instant.optional(),
  to: instant.optional(),
  minAmount: z.coerce.number().finite().min(0).max(1e9).optional(),
  maxAmount: z.coerce.number().finite().min(0).max(1e9).optional(),
  reference: text(64).trim().min(1).optional(),
};

/** The member of a queue item: the phone (username) exactly, or a part of the name. */
export const memberSearch = { q: text(100).trim().min(1).optional() };

/** Why an operator did something: required on every change, kept in the audit trail. */
export const reason = text(500).trim().min(1);

/** A positive amount in baht (at most two decimals), as the member API takes them. */
export const positiveBaht = z
  .number()
  .finite()
  .positive()
  .max(MAX_AMOUNT_BAHT)
  .refine((value) => toSatang(value) !== undefined);

/** Who did it, as lists show it. */
export const operatorRef = z.object({ id: z.number().int(), username: z.string(), name: z.string() });
export type OperatorRef = z.infer<typeof operatorRef>;

/** The member an item belongs to. username is the phone number. */
export const memberRef = z.object({ id: z.number().int(), username: z.string(), name: z.string() });
export type MemberRef = z.infer<typeof memberRef>;

/** What every queue answers about its waiting items: how many and since when. */
export const pendingSummary = z.object({ count: z.number().int(), oldestAt: z.string().nullable() });
export type PendingSummary = z.infer<typeof pendingSummary>;
