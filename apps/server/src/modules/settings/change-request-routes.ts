import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingChangesApi } from '@wallet/contract';
import { fromContract } from '../../lib/contract-route.ts';
import type { OperatorSide } from '../../lib/operator-side.ts';
import type { SettingChangeRequests } from './change-requests.ts';

/** The money-control settings' waiting changes (ADR 0130): listed, confirmed, rejected, cancelled. */
export const settingChangeRoutes: FastifyPluginAsyncZod<{
  requests: SettingChangeRequests;
  operators: OperatorSide;
}> = async (app, { requests, operators }) => {
  app.route({
    ...fromContract(app, settingChangesApi.list),
    handler: async () => requests.list(),
  });
  app.route({
    ...fromContract(app, settingChangesApi.confirm),
    handler: async (request) =>
      requests.confirm(operators.actorOf(request), request.params.changeId, request.body.reason ?? null),
  });
  app.route({
    ...fromContract(app, settingChangesApi.reject),
    handler: async (request) =>
      requests.reject(operators.actorOf(request), request.params.changeId, request.body.reason),
  });
  app.route({
    ...fromContract(app, settingChangesApi.cancel),
    handler: async (request) =>
      requests.cancel(operators.actorOf(request), request.params.changeId, request.body.reason),
  });
};
