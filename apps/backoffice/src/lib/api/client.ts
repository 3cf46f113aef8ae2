import { createApiClient, routeQueryOf, type Answer } from '@wallet/web-client';
import { clearSession, getToken } from '../session/session.ts';

/**
 * A 401 means the operator's session is over (signed out elsewhere, revoked by an admin, expired),
 * and TOTP_ENROLMENT_REQUIRED that it may only enrol an authenticator, which only the sign-in
 * screen offers: either way the token is dropped and the app falls back to the sign-in screen.
 */
function endSessionFor({ status, message }: Answer): void {
  if (status === 401 || message === 'TOTP_ENROLMENT_REQUIRED') clearSession();
}

/** The operator's API client: the operator's token, this origin, and the session rule above. */
/** Exported whole for what is not JSON (a CSV download, a file upload): its headers and answer rules. */
export const apiClient = createApiClient({ token: getToken, onAnswer: endSessionFor });
export const { callRoute } = apiClient;

/**
 * The query of one contract route, keyed from the route (`routeKey`) as the member app keys its
 * reads: a change refreshes a read by the route's `routeScope`/`routeKey`, never by a key by hand.
 */
export const routeQuery = routeQueryOf(apiClient);
