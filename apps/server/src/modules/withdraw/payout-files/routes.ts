import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { payoutFilesApi } from '@wallet/contract';
import { fromContract } from '../../../lib/contract-route.ts';
import { readUploadedFile } from '../../../lib/uploaded-file.ts';
import type { OperatorSide } from '../../../lib/operator-side.ts';
import type { BatchResults } from './batch-results.ts';
import type { PayoutBatches } from './payout-batches.ts';

/** A result file is a few thousand rows at most; anything larger is no bank's result file. */
const RESULT_FILE_MAX_BYTES = 2 * 1024 * 1024;

/** The payout desk's bulk payment files (ADR 0173): export, download again, import the bank's result, confirm by hand. */
export const payoutFileRoutes: FastifyPluginAsyncZod<{
  batches: PayoutBatches;
  results: BatchResults;
  operators: OperatorSide;
}> = async (app, { batches, results, operators }) => {
  const { actorOf } = operators;
  // Multipart bodies in this scope only; the size cap refuses a larger file while it streams in.
  await app.register(multipart, {
    limits: { fileSize: RESULT_FILE_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });
  app.route({
    ...fromContract(app, payoutFilesApi.payoutBatches),
    handler: async () => batches.list(),
  });
  app.route({
    ...fromContract(app, payoutFilesApi.exportPayoutBatch),
    handler: async (request) => batches.export(actorOf(request), request.body),
  });
  app.route({
    ...fromContract(app, payoutFilesApi.payoutBatch),
    handler: async (request) => batches.detail(request.params.batchId),
  });
  app.route({
    ...fromContract(app, payoutFilesApi.payoutBatchFile),
    handler: async (request) => batches.file(request.params.batchId),
  });
  app.route({
    ...fromContract(app, payoutFilesApi.importPayoutResult),
    handler: async (request) => {
      const { data, fileName } = await readUploadedFile(request, {
        missing: 'KEY_MISSING',
        unreadable: 'PAYOUT_FILE_INVALID',
      });
      return results.import(actorOf(request), request.params.batchId, {
        data,
        fileName,
        onFailure: request.query.onFailure,
      });
    },
  });
  app.route({
    ...fromContract(app, payoutFilesApi.releasePayoutBatch),
    handler: async (request) =>
      batches.release(actorOf(request), request.params.batchId, request.body.reason),
  });
  app.route({
    ...fromContract(app, payoutFilesApi.confirmBatchPayout),
    handler: async (request) =>
      results.confirm(actorOf(request), request.params.batchId, request.params.withdrawalId, request.body),
  });
};
