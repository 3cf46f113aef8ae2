import type { OperatorRole } from '@wallet/contract';

/**
 * Whether a role may call a route: the contract names each back-office route's roles, the server
 * enforces them, and the app hides what the role could only be refused.
 */
export function canCall(role: OperatorRole | undefined, route: { roles?: readonly OperatorRole[] }): boolean {
  if (role === undefined) return false;
  return route.roles === undefined || route.roles.includes(role);
}
