import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportsOperatorApi } from '@wallet/contract';
import type pg from 'pg';
import { inTransaction } from '../../db/transaction.ts';
import { fromContract } from '../../lib/contract-route.ts';
import type { OperatorSide } from '../../lib/operator-side.ts';
import type { LedgerAudits } from '../wallet/index.ts';
import { assertRange, type Figures } from './dashboard.ts';
import { reportCsv } from './exports.ts';
import { reconciliationCsv } from './reconciliation-csv.ts';

/**
 * The dashboard, a range's summary, a day's reconciliation (issue 41), the CSV exports (audited)
 * and the ledger audit on demand (issue 27).
 */
export const reportsOperatorRoutes: FastifyPluginAsyncZod<{
  pool: pg.Pool;
  figures: Figures;
  audits: LedgerAudits;
  operators: OperatorSide;
}> = async (app, { pool, figures, audits, operators }) => {
  const { actorOf, appendAudit } = operators;
  app.route({
    ...fromContract(app, reportsOperatorApi.dashboard),
    handler: async () => figures.dashboard(),
  });
  app.route({
    ...fromContract(app, reportsOperatorApi.summary),
    handler: async (request) => figures.summary(request.query.from, request.query.to),
  });
  app.route({
    ...fromContract(app, reportsOperatorApi.reconciliation),
    handler: async (request) => figures.reconciliation(request.query.day),
  });
  app.route({
    ...fromContract(app, reportsOperatorApi.exportReport),
    handler: async (request, reply) => {
      const { kind, from, to } = request.query;
      assertRange(from, to);
      // Who took which money data out is on the audit trail before the first byte leaves.
      await inTransaction(pool, (tx) =>
        appendAudit(tx, actorOf(request), {
          action: 'report.export',
          targetType: 'report',
          targetId: kind,
          after: { kind, from, to, format: 'csv' },
        }),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${kind}-${from}-${to}.csv"`)
        .header('cache-control', 'no-store')
        .send(
          kind === 'reconciliation' ? reconciliationCsv(pool, from, to) : reportCsv(pool, kind, from, to),
        );
    },
  });
  app.route({
    ...fromContract(app, reportsOperatorApi.runLedgerAudit),
    handler: async (request) => {
      const actor = actorOf(request);
      const { run } = await audits.run('demand', (tx, kept) =>
        appendAudit(tx, actor, {
          action: 'ledger.audit',
          targetType: 'report',
          targetId: String(kept.id),
          after: { ok: kept.ok, problems: kept.problems, journals: kept.journals },
          reason: request.body.reason,
        }),
      );
      return { ...run, startedAt: run.startedAt.toISOString() };
    },
  });
};
