import { operatorAuthApi, type OperatorPasswordRequest } from '@wallet/contract';
import { callRoute } from '../../lib/api/client.ts';

/** The signed-in operator's own password; the server ends their other sessions. */
export function changeOwnPassword(request: OperatorPasswordRequest): Promise<void> {
  return callRoute(operatorAuthApi.password, { body: request });
}
