import { defineOperatorRoute as route } from './define.ts';
import {
  approveDepositRequest,
  depositReviewItem,
  depositReviewParams,
  depositReviewsPage,
  depositReviewsQuery,
} from '../api/deposit-operator.ts';
import { rejectRequest } from '../backoffice/queues.ts';
import { ROLES } from '../backoffice/roles.ts';

const tag = 'backoffice';

/** Deposit reviews (finance and admin): approve credits once, reject closes; both idempotent on the item. */
export const depositReviewApi = {
  depositReviews: route({
    method: 'GET',
    path: '/api/backoffice/deposit-reviews',
    access: 'operator',
    roles: ROLES.finance,
    tag,
    summary: 'Deposits waiting for an operator: slips, unmatched QR payments, gift links, notices',
    query: depositReviewsQuery,
    replies: { 200: depositReviewsPage },
    codes: [],
  }),
  approveDepositReview: route({
    method: 'POST',
    path: '/api/backoffice/deposit-reviews/:reviewId/approve',
    access: 'operator',
    roles: ROLES.finance,
    tag,
    summary: 'Credit the deposit once (on its natural key)',
    params: depositReviewParams,
    body: approveDepositRequest,
    replies: { 200: depositReviewItem },
    codes: ['NO_DATA', 'ALREADY_DECIDED', 'AMOUNT_MISMATCH'],
  }),
  rejectDepositReview: route({
    method: 'POST',
    path: '/api/backoffice/deposit-reviews/:reviewId/reject',
    access: 'operator',
    roles: ROLES.finance,
    tag,
    summary: 'Close the review with a note; nothing is credited',
    params: depositReviewParams,
    body: rejectRequest,
    replies: { 200: depositReviewItem },
    codes: ['NO_DATA', 'ALREADY_DECIDED'],
  }),
};
