import { defineOperatorRoute as route } from './define.ts';
import {
  bulkApproveRequest,
  bulkDecisionResult,
  bulkRejectRequest,
  withdrawalItem,
  withdrawalParams,
  withdrawalsPage,
  withdrawalsQuery,
} from '../api/withdraw-operator.ts';
import { approveRequest, rejectRequest } from '../backoffice/queues.ts';
import { ROLES } from '../backoffice/roles.ts';

const tag = 'backoffice';

/** The withdrawal queue (finance and admin): approve pays, reject returns; both idempotent on the item. */
export const withdrawalQueueApi = {
  withdrawals: route({
    method: 'GET',
    path: '/api/backoffice/withdrawals',
    access: 'operator',
    roles: ROLES.finance,
    tag,
    summary: 'Withdrawals, oldest waiting first',
    query: withdrawalsQuery,
    replies: { 200: withdrawalsPage },
    codes: [],
  }),
  approveWithdrawal: route({
    method: 'POST',
    path: '/api/backoffice/withdrawals/:withdrawalId/approve',
    access: 'operator',
    roles: ROLES.finance,
    tag,
    summary: 'Pay a waiting withdrawal through the payout rail (a repeat answers the same item)',
    params: withdrawalParams,
    body: approveRequest,
    replies: { 200: withdrawalItem },
    codes: ['NO_DATA', 'ALREADY_DECIDED'],
  }),
  rejectWithdrawal: route({
    method: 'POST',
    path: '/api/backoffice/withdrawals/:withdrawalId/reject',
    access: 'operator',
    roles: ROLES.finance,
    tag,
    summary: 'Return a waiting withdrawal to the wallet with a reason the member sees',
    params: withdrawalParams,
    body: rejectRequest,
    replies: { 200: withdrawalItem },
    codes: ['NO_DATA', 'ALREADY_DECIDED'],
  }),
  bulkApproveWithdrawals: route({
    method: 'POST',
    path: '/api/backoffice/withdrawals/bulk-approve',
    access: 'operator',
    roles: ROLES.finance,
    tag,
    summary: 'Approve (and pay) each ticked withdrawal as a single approval would: one result per row',
    body: bulkApproveRequest,
    replies: { 200: bulkDecisionResult },
    codes: [],
  }),
  bulkRejectWithdrawals: route({
    method: 'POST',
    path: '/api/backoffice/withdrawals/bulk-reject',
    access: 'operator',
    roles: ROLES.finance,
    tag,
    summary: 'Return each ticked withdrawal to its wallet with one reason: one result per row',
    body: bulkRejectRequest,
    replies: { 200: bulkDecisionResult },
    codes: [],
  }),
};
