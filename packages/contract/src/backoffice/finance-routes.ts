import { defineOperatorRoute as route } from '../routes/define.ts';
import { depositReviewApi } from '../routes/deposit-operator.ts';
import { adjustmentApi } from '../routes/wallet-operator.ts';
import { payoutDeskApi } from '../routes/payout-desk.ts';
import { payoutFilesApi } from '../routes/payout-files.ts';
import { withdrawalQueueApi } from '../routes/withdraw-operator.ts';
import { queuesSummary } from './queues.ts';
import { ROLES } from './roles.ts';

const tag = 'backoffice';

/**
 * The money queues (finance and admin): the summary of all three, and each queue's routes from
 * its domain. Approve and reject are idempotent on the item.
 */
export const financeApi = {
  queues: route({
    method: 'GET',
    path: '/api/backoffice/queues',
    access: 'operator',
    roles: ROLES.finance,
    tag,
    summary: "Each money queue's waiting count and oldest item",
    replies: { 200: queuesSummary },
    codes: [],
  }),
  ...withdrawalQueueApi,
  ...payoutDeskApi,
  ...payoutFilesApi,
  ...depositReviewApi,
  ...adjustmentApi,
};
