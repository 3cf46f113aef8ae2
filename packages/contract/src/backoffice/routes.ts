import type { OperatorRouteDef } from '../routes/define.ts';
import { auditApi } from './audit-routes.ts';
import { financeApi } from './finance-routes.ts';
import { membersApi } from '../routes/account-operator.ts';
import { bankFeedOperatorApi } from '../routes/deposit-operator.ts';
import { operatorAuthApi, operatorEnrolmentApi, operatorsApi } from './operators-routes.ts';
import { spinOperatorApi } from '../routes/spin-operator.ts';
import { reportsApi } from '../routes/reports-operator.ts';
import { chatOperatorApi } from '../routes/chat-operator.ts';
import { settingsOperatorRoutes } from '../routes/settings-operator.ts';
import { doctorApi } from '../routes/doctor-operator.ts';

export { auditApi, financeApi, operatorAuthApi, operatorEnrolmentApi, operatorsApi };

/** Every back-office route, for the authorisation matrix and the bad-input suite. */
export const backofficeRoutes: OperatorRouteDef[] = [
  operatorAuthApi,
  operatorEnrolmentApi,
  operatorsApi,
  auditApi,
  financeApi,
  membersApi,
  spinOperatorApi,
  reportsApi,
  bankFeedOperatorApi,
  chatOperatorApi,
  doctorApi,
]
  .flatMap((group) => Object.values(group) as OperatorRouteDef[])
  .concat(settingsOperatorRoutes);
