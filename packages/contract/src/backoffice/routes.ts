import type { OperatorRouteDef } from '../routes/define.ts';
import { auditApi } from './audit-routes.ts';
import { queuesApi } from './queues-routes.ts';
import { adjustmentApi } from '../routes/wallet-operator.ts';
import { payoutDeskApi } from '../routes/payout-desk.ts';
import { payoutFilesApi } from '../routes/payout-files.ts';
import { withdrawalQueueApi } from '../routes/withdraw-operator.ts';
import { drawsOperatorApi } from '../routes/draws-operator.ts';
import { accountOperatorApi } from '../routes/account-operator.ts';
import { bankFeedOperatorApi, depositReviewApi } from '../routes/deposit-operator.ts';
import { operatorAuthApi, operatorEnrolmentApi, operatorsApi } from './operators-routes.ts';
import { spinOperatorApi } from '../routes/spin-operator.ts';
import { reportsOperatorApi } from '../routes/reports-operator.ts';
import { chatOperatorApi } from '../routes/chat-operator.ts';
import { settingsOperatorRoutes } from '../routes/settings-operator.ts';
import { doctorApi } from '../routes/doctor-operator.ts';

export { auditApi, queuesApi, operatorAuthApi, operatorEnrolmentApi, operatorsApi };

/** Every back-office route, for the authorisation matrix and the bad-input suite. */
export const backofficeRoutes: OperatorRouteDef[] = [
  operatorAuthApi,
  operatorEnrolmentApi,
  operatorsApi,
  auditApi,
  queuesApi,
  withdrawalQueueApi,
  payoutDeskApi,
  payoutFilesApi,
  depositReviewApi,
  adjustmentApi,
  drawsOperatorApi,
  accountOperatorApi,
  spinOperatorApi,
  reportsOperatorApi,
  bankFeedOperatorApi,
  chatOperatorApi,
  doctorApi,
]
  .flatMap((group) => Object.values(group) as OperatorRouteDef[])
  .concat(settingsOperatorRoutes);
