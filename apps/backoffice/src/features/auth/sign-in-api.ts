import { backofficeAuthApi, type OperatorLoginRequest } from '@wallet/contract';
import { callRoute } from '../../lib/api/call-route.ts';

export function signIn(request: OperatorLoginRequest) {
  return callRoute(backofficeAuthApi.login, { body: request });
}
