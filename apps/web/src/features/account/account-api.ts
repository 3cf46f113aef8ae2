import { accountApi, type ChangePasswordRequest } from '@wallet/contract';
import { callRoute } from '../../lib/api/client.ts';
import { routeQuery } from '../../lib/api/client.ts';

export const profileQuery = routeQuery(accountApi.profile);

export const changePassword = (body: ChangePasswordRequest) => callRoute(accountApi.changePassword, { body });
