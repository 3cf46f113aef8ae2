import { STORAGE_KEYS } from '@wallet/contract';

export interface InviteCode {
  code: string;
  /** A stored code came from an invite link: the field is read-only so the referral sticks. */
  locked: boolean;
}

/** `?code=` wins and is remembered (spec doc 1 section 2); otherwise a code stored earlier. */
export function resolveInviteCode(search: string): InviteCode {
  const fromQuery = new URLSearchParams(search).get('code')?.trim();
  if (fromQuery) localStorage.setItem(STORAGE_KEYS.code, fromQuery);
  const stored = localStorage.getItem(STORAGE_KEYS.code);
  return stored ? { code: stored, locked: true } : { code: '', locked: false };
}

/** After a successful registration the referral has been used. */
export function forgetInviteCode(): void {
  localStorage.removeItem(STORAGE_KEYS.code);
}
