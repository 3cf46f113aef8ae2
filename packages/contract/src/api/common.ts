import '../zod-config.ts';
import { z } from 'zod';
import { NO_CONTROL_CHARS } from '../rules.ts';

/** `{ "message": "<CODE>" }`: every error answer, and some success answers. */
export const messageReply = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReply>;

/**
 * A free-text field: required (KEY_MISSING when absent), a string without control
 * characters (KEY_INVALID otherwise), bounded so a 100 kB string is refused early.
 */
export function text(max: number) {
  return z.string().max(max).regex(NO_CONTROL_CHARS);
}
