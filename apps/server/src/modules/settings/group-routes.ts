import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsOperatorApi, type SettingGroup } from '@wallet/contract';
import { fromContract } from '../../lib/contract-route.ts';
import type { OperatorSide } from '../../lib/operator-side.ts';
import type { SettingGroupChanges } from './group-changes.ts';

export interface SettingGroupRouteOptions {
  group: SettingGroup;
  changes: SettingGroupChanges;
  operators: OperatorSide;
}

/**
 * A settings group's read and change (ADR 0086), registered by the module that owns the group
 * from its operator-routes.ts; the roles come with the declarations (every operator reads, admin
 * changes). A money-control change that waits for a second admin answers 202 (ADR 0130).
 */
export const settingGroupRoutes: FastifyPluginAsyncZod<SettingGroupRouteOptions> = async (
  app,
  { group, changes, operators },
) => {
  const routes = settingsOperatorApi[group];
  app.route({
    ...fromContract(app, routes.read),
    handler: (async () => changes.read(group)) as never,
  });
  app.route({
    ...fromContract(app, routes.change),
    handler: (async (request: { body: object }, reply: { code(status: number): unknown }) => {
      const answer = await changes.change(operators.actorOf(request as never), group, request.body as never);
      if ('pending' in answer) reply.code(202);
      return answer;
    }) as never,
  });
};
