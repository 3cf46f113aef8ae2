import { INVITE_CODE_PREFIX } from './constants.ts';

/** Exactly as `inviteCodeOf` prints it: PR, then the member id without leading zeros (ADR 0028). */
const PRINTED_INVITE_CODE = new RegExp(`^${INVITE_CODE_PREFIX}([1-9]\\d{0,14})$`);

/**
 * The inviter's member id of an invite code, or undefined when the code is not in its printed
 * form: `pr151`, ` PR151 ` and `PR000151` are refused, so one member has exactly one code.
 */
export function parseInviteCode(code: string): number | undefined {
  const match = PRINTED_INVITE_CODE.exec(code);
  return match ? Number(match[1]) : undefined;
}
