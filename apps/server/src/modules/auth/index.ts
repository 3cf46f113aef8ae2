/** The auth module's public surface. */
export type { AuthService, AuthenticatedMember, SessionUse } from './service.ts';
export type { SessionEnd } from './session-ends.ts';
export { DUMMY_HASH, hashPassword, verifyPassword } from './password.ts';
export type { KdfQueue } from './kdf-queue.ts';
export { authModule, type AuthDeps } from './module.ts';
export { assertStrongPassword, passwordWeakness } from './password-policy.ts';
export { oneTimePassword } from './one-time-password.ts';
