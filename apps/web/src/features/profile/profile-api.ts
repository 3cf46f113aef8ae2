import { accountApi, type ChangePasswordRequest } from '@wallet/contract';
import { callRoute } from '../../lib/api/call-route.ts';

export const fetchProfile = (signal?: AbortSignal) => callRoute(accountApi.profile, { signal });

export const changePassword = (body: ChangePasswordRequest) => callRoute(accountApi.changePassword, { body });
