/** The invite module's public surface. */
export { inviteModule, type InviteDeps } from './module.ts';
