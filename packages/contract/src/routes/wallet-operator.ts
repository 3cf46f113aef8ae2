import { defineOperatorRoute as route } from './define.ts';
import {
  adjustmentItem,
  adjustmentParams,
  adjustmentRequest,
  adjustmentsPage,
  adjustmentsQuery,
  adjustmentPreview,
  adjustmentPreviewQuery,
} from '../api/wallet-operator.ts';
import { approveRequest, rejectRequest } from '../backoffice/queues.ts';
import { ROLES } from '../backoffice/roles.ts';

const tag = 'backoffice';

/** Manual adjustments of a wallet (finance and admin), four eyes above the setting. */
export const adjustmentApi = {
  adjustments: route({
    method: 'GET',
    path: '/api/backoffice/adjustments',
    access: 'operator',
    roles: ROLES.finance,
    tag,
    summary: 'Manual adjustments, waiting ones first',
    query: adjustmentsQuery,
    replies: { 200: adjustmentsPage },
    codes: [],
  }),
  requestAdjustment: route({
    method: 'POST',
    path: '/api/backoffice/adjustments',
    access: 'operator',
    roles: ROLES.finance,
    tag,
    summary: 'Credit or debit a wallet against the house adjustments account (four eyes above the setting)',
    body: adjustmentRequest,
    replies: { 201: adjustmentItem },
    codes: ['NO_USER', 'MONEY_NOT_ENOUGH'],
    idempotent: true,
  }),
  adjustmentPreview: route({
    method: 'GET',
    path: '/api/backoffice/adjustments/preview',
    access: 'operator',
    roles: ROLES.finance,
    tag,
    summary:
      "Before an adjustment is sent: the member's wallet before and after, the day's credits, and whether it will wait",
    query: adjustmentPreviewQuery,
    replies: { 200: adjustmentPreview },
    codes: ['NO_USER', 'MONEY_NOT_ENOUGH'],
  }),
  approveAdjustment: route({
    method: 'POST',
    path: '/api/backoffice/adjustments/:adjustmentId/approve',
    access: 'operator',
    roles: ROLES.finance,
    tag,
    summary: 'A second operator applies a waiting adjustment (not the requester)',
    params: adjustmentParams,
    body: approveRequest,
    replies: { 200: adjustmentItem },
    codes: ['NO_DATA', 'ALREADY_DECIDED', 'SAME_OPERATOR', 'MONEY_NOT_ENOUGH'],
  }),
  rejectAdjustment: route({
    method: 'POST',
    path: '/api/backoffice/adjustments/:adjustmentId/reject',
    access: 'operator',
    roles: ROLES.finance,
    tag,
    summary: 'Refuse a waiting adjustment; nothing moves',
    params: adjustmentParams,
    body: rejectRequest,
    replies: { 200: adjustmentItem },
    codes: ['NO_DATA', 'ALREADY_DECIDED'],
  }),
};
