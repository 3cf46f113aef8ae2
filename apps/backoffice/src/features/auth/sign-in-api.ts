import { operatorAuthApi, type OperatorLoginRequest } from '@wallet/contract';
import { callRoute } from '../../lib/api/call-route.ts';

export function signIn(request: OperatorLoginRequest) {
  return callRoute(operatorAuthApi.login, { body: request });
}
