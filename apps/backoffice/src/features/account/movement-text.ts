import type { MessageKey } from '../../lib/i18n/message-types.ts';

/** The movement kinds and statuses the server writes, each with its words in the catalogue (issue 27). */
const KINDS = [
  'game_in',
  'game_out',
  'withdrawal',
  'deposit_notice',
  'deposit',
  'bonus',
  'bonus_end',
  'bonus_forfeit',
  'bonus_forfeit_return',
  'invite_claim',
  'refund_receive',
  'refund_add',
  'luckydraw',
  'adjustment',
] as const;
const STATUSES = ['PENDING', 'SUCCESS', 'FAILED'] as const;

/**
 * The catalogue key of a movement's kind or status, or null for a code this build does not know
 * (a newer server): the screen then shows the code rather than nothing.
 */
export function movementKindKey(kind: string): MessageKey | null {
  return (KINDS as readonly string[]).includes(kind) ? (`movement.kind.${kind}` as MessageKey) : null;
}

export function movementStatusKey(status: string): MessageKey | null {
  return (STATUSES as readonly string[]).includes(status)
    ? (`movement.status.${status}` as MessageKey)
    : null;
}
