import { accountApi } from './account.ts';
import { authApi } from './auth.ts';
import { bonusApi, promotionApi } from './bonus.ts';
import { chatApi } from './chat.ts';
import type { RouteDef } from './define.ts';
import { bankFeedApi, depositNoticeApi, qrApi, slipApi, trueLinkApi } from './deposit.ts';
import { drawsApi } from './draws.ts';
import { gamesApi } from './games.ts';
import { homeApi } from './home.ts';
import { inviteApi } from './invite.ts';
import { lookupApi } from './lookup.ts';
import { otpApi } from './otp.ts';
import { pushApi } from './push.ts';
import { refundApi } from './refund.ts';
import { operatorsSandboxApi, rewardsSandboxApi, sandboxApi } from './sandbox.ts';
import { spinApi } from './spin.ts';
import { statementApi } from './statement.ts';
import { withdrawApi } from './withdraw.ts';
import { backofficeRoutes } from '../backoffice/routes.ts';
import { siteImagesPublicApi } from './settings-operator.ts';

export * from './define.ts';
export * from './account.ts';
export * from './account-operator.ts';
export * from './auth.ts';
export * from './bonus.ts';
export * from './chat.ts';
export * from './chat-operator.ts';
export * from './deposit.ts';
export * from './deposit-operator.ts';
export * from './doctor-operator.ts';
export * from './draws.ts';
export * from './draws-operator.ts';
export * from './games.ts';
export * from './home.ts';
export * from './invite.ts';
export * from './lookup.ts';
export * from './otp.ts';
export * from './payout-desk.ts';
export * from './payout-files.ts';
export * from './push.ts';
export * from './refund.ts';
export * from './reports-operator.ts';
export * from './sandbox.ts';
export * from './spin.ts';
export * from './spin-operator.ts';
export * from './settings-operator.ts';
export * from './statement.ts';
export * from './wallet-operator.ts';
export * from './withdraw.ts';
export * from './withdraw-operator.ts';

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
  bankFeedApi,
  statementApi,
  bonusApi,
  promotionApi,
  sandboxApi,
  inviteApi,
  refundApi,
  drawsApi,
  rewardsSandboxApi,
  operatorsSandboxApi,
  chatApi,
  pushApi,
  siteImagesPublicApi,
]
  .flatMap((group) => Object.values(group) as RouteDef[])
  .concat(backofficeRoutes);
