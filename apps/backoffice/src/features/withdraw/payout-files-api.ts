import { queryOptions } from '@tanstack/react-query';
import {
  financeApi,
  type ImportPayoutResultQuery,
  type PayoutBatchFile,
  type PayoutResultImport,
} from '@wallet/contract';
import { uploadFile } from '@wallet/web-client';
import { apiClient, callRoute } from '../../lib/api/client.ts';
import { queueKeys } from '../../lib/realtime/queue-keys.ts';

/** Under the withdrawals' keys: an export or a result changes the desk, and the desk's live changes refresh these. */
export const payoutFileKeys = {
  list: [...queueKeys.list('withdrawals'), 'payout-batches'] as const,
  batch: (batchId: number) => [...queueKeys.list('withdrawals'), 'payout-batch', batchId] as const,
};

export const payoutBatchesQuery = queryOptions({
  queryKey: payoutFileKeys.list,
  queryFn: ({ signal }) => callRoute(financeApi.payoutBatches, { signal }),
});

export const payoutBatchQuery = (batchId: number) =>
  queryOptions({
    queryKey: payoutFileKeys.batch(batchId),
    queryFn: ({ signal }) => callRoute(financeApi.payoutBatch, { params: { batchId }, signal }),
  });

/** Uploads a bank's result file with the operator's client (the upload both apps share). */
export function uploadPayoutResult(
  batchId: number,
  file: File,
  query: ImportPayoutResultQuery,
): Promise<PayoutResultImport> {
  return uploadFile(apiClient, financeApi.importPayoutResult, file, { params: { batchId }, query });
}

/** Saves a batch's file as the bank portal wants it: its bytes exactly, under its name. */
export function saveBatchFile(file: PayoutBatchFile): void {
  const bytes = Uint8Array.from(atob(file.contentBase64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.click();
  URL.revokeObjectURL(url);
}
