import '../zod-config.ts';
import { z } from 'zod';
import { MAX_AMOUNT_BAHT, toSatang } from '../money.ts';
import { NO_CONTROL_CHARS } from '../rules.ts';

/** `{ "message": "<CODE>" }`: every error answer, and some success answers. */
export const messageReply = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReply>;

/**
 * An error answer: the code, and for a REQUEST_LIMIT that knows when the caller may try again
 * (a locked operator sign-in, ADR 0051) the wait in seconds, also sent as the Retry-After header.
 */
export const errorReply = messageReply.extend({
  retryAfter: z.number().int().min(1).optional(),
  /**
   * A back-office request's refused field, as a dotted path (`withdraw.withdrawMax`), so the form
   * shows the reason beside it (issue 26).
   */
  field: z.string().optional(),
});
export type ErrorReply = z.infer<typeof errorReply>;

/**
 * A free-text field: required (KEY_MISSING when absent), a string without control
 * characters (KEY_INVALID otherwise), bounded so a 100 kB string is refused early.
 */
export function text(max: number) {
  return z.string().max(max).regex(NO_CONTROL_CHARS);
}

/**
 * An amount in baht as members type it: a finite number with at most two decimals,
 * up to MAX_AMOUNT_BAHT. Minimums are business rules with their own codes, checked
 * by the service.
 */
export const bahtAmount = z
  .number()
  .finite()
  .min(0)
  .max(MAX_AMOUNT_BAHT)
  .refine((value) => toSatang(value) !== undefined);
