import { defineOperatorRoute as route } from './define.ts';
import {
  confirmBatchPayoutRequest,
  exportPayoutFileRequest,
  importPayoutResultQuery,
  payoutBatchDetail,
  payoutBatchesPage,
  payoutBatchFile,
  payoutBatchItem,
  payoutBatchItemParams,
  payoutBatchParams,
  payoutResultImport,
} from '../api/payout-files.ts';
import { ROLES } from '../backoffice/roles.ts';

const tag = 'backoffice';

/** Bulk payment files of the payout desk (ADR 0173): each payout in one file at a time, each decided once. */
export const payoutFilesApi = {
  payoutBatches: route({
    method: 'GET',
    path: '/api/backoffice/payouts/batches',
    access: 'operator',
    roles: ROLES.finance,
    tag,
    summary: 'The latest bulk payment files, newest first, with how many of their payouts the bank answered',
    replies: { 200: payoutBatchesPage },
    codes: [],
  }),
  exportPayoutBatch: route({
    method: 'POST',
    path: '/api/backoffice/payouts/batches',
    access: 'operator',
    roles: ROLES.finance,
    tag,
    summary: "Put every waiting payout not yet in a file into a new file in a bank portal's upload layout",
    body: exportPayoutFileRequest,
    replies: { 200: payoutBatchFile },
    codes: ['NO_DATA'],
  }),
  payoutBatch: route({
    method: 'GET',
    path: '/api/backoffice/payouts/batches/:batchId',
    access: 'operator',
    roles: ROLES.finance,
    tag,
    summary: "A bulk payment file's payouts and what the bank answered for each",
    params: payoutBatchParams,
    replies: { 200: payoutBatchDetail },
    codes: ['NO_DATA'],
  }),
  payoutBatchFile: route({
    method: 'GET',
    path: '/api/backoffice/payouts/batches/:batchId/file',
    access: 'operator',
    roles: ROLES.finance,
    tag,
    summary: 'Download a bulk payment file again (the same bytes as when it was exported)',
    params: payoutBatchParams,
    replies: { 200: payoutBatchFile },
    codes: ['NO_DATA'],
  }),
  importPayoutResult: route({
    method: 'POST',
    path: '/api/backoffice/payouts/batches/:batchId/result',
    access: 'operator',
    roles: ROLES.finance,
    tag,
    summary:
      "Import the bank's result file of a batch (multipart field file): each payout paid or failed once",
    params: payoutBatchParams,
    query: importPayoutResultQuery,
    body: 'multipart',
    replies: { 200: payoutResultImport },
    codes: ['NO_DATA', 'KEY_MISSING', 'PAYOUT_FILE_INVALID', 'PAYOUT_FILE_IMPORTED'],
  }),
  confirmBatchPayout: route({
    method: 'POST',
    path: '/api/backoffice/payouts/batches/:batchId/items/:withdrawalId/confirm',
    access: 'operator',
    roles: ROLES.finance,
    tag,
    summary:
      'Confirm by typing the amount and reference that the bank paid a payout of the file (two operators above the second-approver amount)',
    params: payoutBatchItemParams,
    body: confirmBatchPayoutRequest,
    replies: { 200: payoutBatchItem },
    codes: [
      'NO_DATA',
      'ALREADY_DECIDED',
      'AMOUNT_MISMATCH',
      'BANK_REFERENCE_USED',
      'SAME_OPERATOR',
      'APPROVER_TOO_NEW',
      'APPROVER_NOT_INDEPENDENT',
    ],
  }),
};
