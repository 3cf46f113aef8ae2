import { onSessionEnd } from './session.ts';

export { NEW_PASSWORD_PATH } from './new-password-path.ts';

/**
 * The one-time password the member just typed at login, so the new-password screen needs only the
 * new one. Memory only: never stored, gone on a reload (the screen then asks for it), on use and
 * when the session ends.
 */
let typed: string | null = null;

export function holdOneTimePassword(password: string): void {
  typed = password;
}

export function heldOneTimePassword(): string | null {
  return typed;
}

export function forgetOneTimePassword(): void {
  typed = null;
}

onSessionEnd(forgetOneTimePassword);
