import {
  type ImportPayoutResultQuery,
  type PayoutBatchFile,
  type PayoutResultImport,
  payoutFilesApi,
} from '@wallet/contract';
import { uploadFile } from '@wallet/web-client';
import { apiClient, routeQuery } from '../../lib/api/client.ts';

/** The payout files and one file's rows: withdrawals' queue reads (queue-keys.ts), refreshed with the desk. */
export const payoutBatchesQuery = routeQuery(payoutFilesApi.payoutBatches);

export const payoutBatchQuery = (batchId: number) =>
  routeQuery(payoutFilesApi.payoutBatch, { params: { batchId } });

/** Uploads a bank's result file with the operator's client (the upload both apps share). */
export function uploadPayoutResult(
  batchId: number,
  file: File,
  query: ImportPayoutResultQuery,
): Promise<PayoutResultImport> {
  return uploadFile(apiClient, payoutFilesApi.importPayoutResult, file, { params: { batchId }, query });
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
