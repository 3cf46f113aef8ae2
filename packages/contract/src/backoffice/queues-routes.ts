import { defineOperatorRoute as route } from '../routes/define.ts';
import { queuesSummary } from './queues.ts';
import { ROLES } from './roles.ts';

const tag = 'backoffice';

/**
 * The money queues' summary (finance and admin). Each queue's routes are its domain's
 * (withdrawalQueueApi, payoutDeskApi, payoutFilesApi, depositReviewApi, adjustmentApi).
 */
export const queuesApi = {
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
};
