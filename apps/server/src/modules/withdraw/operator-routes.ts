import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withdrawalQueueApi, payoutDeskApi } from '@wallet/contract';
import { fromContract } from '../../lib/contract-route.ts';
import { defined } from '../../lib/defined.ts';
import type { OperatorSide } from '../../lib/operator-side.ts';
import { settingGroupRoutes, type SettingGroupChanges } from '../settings/index.ts';
import type { PayoutDesk } from './payout-desk.ts';
import type { WithdrawalQueue } from './withdrawal-queue.ts';

/** The withdrawals' approval queue (ADR 0045): list, approve (then pay), reject, both in bulk (ADR 0110); and the limits (settings). */
export const withdrawOperatorRoutes: FastifyPluginAsyncZod<{
  queue: WithdrawalQueue;
  desk: PayoutDesk;
  operators: OperatorSide;
  changes: SettingGroupChanges;
}> = async (app, { queue, desk, operators, changes }) => {
  await app.register(settingGroupRoutes, { group: 'withdraw', changes, operators });
  const { actorOf } = operators;
  app.route({
    ...fromContract(app, withdrawalQueueApi.withdrawals),
    handler: async (request) => queue.list(defined(request.query)),
  });
  app.route({
    ...fromContract(app, withdrawalQueueApi.approveWithdrawal),
    handler: async (request) =>
      queue.approve(actorOf(request), request.params.withdrawalId, request.body.reason ?? null),
  });
  app.route({
    ...fromContract(app, withdrawalQueueApi.rejectWithdrawal),
    handler: async (request) =>
      queue.reject(actorOf(request), request.params.withdrawalId, request.body.reason),
  });
  app.route({
    ...fromContract(app, withdrawalQueueApi.bulkApproveWithdrawals),
    handler: async (request) =>
      queue.decideMany(actorOf(request), 'approve', request.body.withdrawalIds, request.body.reason ?? null),
  });
  app.route({
    ...fromContract(app, withdrawalQueueApi.bulkRejectWithdrawals),
    handler: async (request) =>
      queue.decideMany(actorOf(request), 'reject', request.body.withdrawalIds, request.body.reason),
  });
  // The manual payout rail's "to pay" queue (ADR 0146); empty while another rail pays.
  app.route({
    ...fromContract(app, payoutDeskApi.manualPayouts),
    handler: async (request) => desk.list(defined(request.query)),
  });
  app.route({
    ...fromContract(app, payoutDeskApi.markPayoutPaid),
    handler: async (request) =>
      desk.markPaid(actorOf(request), request.params.withdrawalId, request.body.bankReference),
  });
  app.route({
    ...fromContract(app, payoutDeskApi.returnPayout),
    handler: async (request) =>
      desk.returnPayout(actorOf(request), request.params.withdrawalId, request.body.reason),
  });
};
