import { depositNoticeApi, gamesApi, homeApi, spinApi, withdrawApi } from './wallet.ts';
import { accountApi, authApi, lookupApi, otpApi } from './public.ts';
import { qrApi, slipApi, statementApi, trueLinkApi } from './deposit.ts';
import { sandboxApi } from './sandbox.ts';
import type { RouteDef } from './define.ts';
import { backofficeRoutes } from '../backoffice/routes.ts';

export * from './define.ts';
export * from './public.ts';
export * from './wallet.ts';
export * from './deposit.ts';
export * from './sandbox.ts';

/** Every endpoint of the API, for the checks that walk them all (registration, OpenAPI, docs). */
export const allRoutes: RouteDef[] = [
  lookupApi,
  authApi,
  otpApi,
  accountApi,
  homeApi,
  gamesApi,
  withdrawApi,
  depositNoticeApi,
  spinApi,
  qrApi,
  slipApi,
  trueLinkApi,
  statementApi,
  sandboxApi,
]
  .flatMap((group) => Object.values(group) as RouteDef[])
  .concat(backofficeRoutes);
