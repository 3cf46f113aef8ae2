import { operatorAuthApi, type OperatorLoginRequest, type TotpEnrolmentRequest } from '@wallet/contract';
import { callRoute } from '../../lib/api/client.ts';

export function signIn(request: OperatorLoginRequest) {
  return callRoute(operatorAuthApi.login, { body: request });
}

/**
 * Confirms the TOTP secret offered at a first sign-in. The token is not saved yet (a saved one
 * would open the app, whose every call that session may not make), so it goes here by hand.
 */
export function enrolTotp(token: string, request: TotpEnrolmentRequest) {
  return callRoute(operatorAuthApi.enrolTotp, {
    body: request,
    headers: { Authorization: `Bearer ${token}` },
  });
}
