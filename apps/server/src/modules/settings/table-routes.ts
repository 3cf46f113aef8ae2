import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingTablesApi, type SettingTable } from '@wallet/contract';
import { fromContract } from '../../lib/contract-route.ts';
import type { OperatorSide } from '../../lib/operator-side.ts';
import type { SettingTableChanges, SettingTableDefinition } from './table-changes.ts';

export interface SettingTableRouteOptions<T extends SettingTable> {
  definition: SettingTableDefinition<T>;
  tables: SettingTableChanges;
  operators: OperatorSide;
}

/**
 * A settings table's list and save (ADR 0107), registered by the module that owns the table from
 * its operator-routes.ts, as the groups are (ADR 0086): every operator lists, admin saves.
 */
export const settingTableRoutes: FastifyPluginAsyncZod<SettingTableRouteOptions<SettingTable>> = async (
  app,
  { definition, tables, operators },
) => {
  tables.register(definition);
  const routes = settingTablesApi[definition.table];
  app.route({
    ...fromContract(app, routes.list),
    handler: (async () => tables.list(definition)) as never,
  });
  app.route({
    ...fromContract(app, routes.save),
    handler: (async (
      request: { params: { code: string }; body: object },
      reply: { code(status: number): unknown },
    ) => {
      const answer = await tables.save(
        operators.actorOf(request as never),
        definition,
        request.params.code,
        request.body as Record<string, unknown>,
      );
      // A bonus's terms added or changed wait for a second admin (ADR 0194).
      if ('pending' in answer) reply.code(202);
      return answer;
    }) as never,
  });
};
