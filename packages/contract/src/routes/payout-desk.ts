import { defineOperatorRoute as route } from './define.ts';
import {
  manualPayoutItem,
  manualPayoutsPage,
  manualPayoutsQuery,
  markPaidRequest,
  returnPayoutRequest,
} from '../api/payout-desk.ts';
import { withdrawalParams } from '../api/withdraw-operator.ts';
import { ROLES } from '../backoffice/roles.ts';

const tag = 'backoffice';

/** The manual payout rail's "to pay" queue (ADR 0146): paid and return are exactly once per withdrawal. */
export const payoutDeskApi = {
  manualPayouts: route({
    method: 'GET',
    path: '/api/backoffice/payouts',
    access: 'operator',
    roles: ROLES.finance,
    tag,
    summary: 'Approved withdrawals to pay by hand in internet banking, oldest to pay first',
    query: manualPayoutsQuery,
    replies: { 200: manualPayoutsPage },
    codes: [],
  }),
  markPayoutPaid: route({
    method: 'POST',
    path: '/api/backoffice/payouts/:withdrawalId/paid',
    access: 'operator',
    roles: ROLES.finance,
    tag,
    summary:
      "Record the bank's reference of the transfer that paid it (a repeat with the same reference answers the same item)",
    params: withdrawalParams,
    body: markPaidRequest,
    replies: { 200: manualPayoutItem },
    codes: ['NO_DATA', 'ALREADY_DECIDED', 'BANK_REFERENCE_USED', 'PAYOUT_IN_FILE'],
  }),
  returnPayout: route({
    method: 'POST',
    path: '/api/backoffice/payouts/:withdrawalId/return',
    access: 'operator',
    roles: ROLES.finance,
    tag,
    summary:
      'Return an unpaid withdrawal to the wallet with a reason the member sees (once); above the operator-credit limits the first return waits for an independent second operator',
    params: withdrawalParams,
    body: returnPayoutRequest,
    replies: { 200: manualPayoutItem },
    codes: ['NO_DATA', 'ALREADY_DECIDED', 'PAYOUT_IN_FILE', 'APPROVER_TOO_NEW', 'APPROVER_NOT_INDEPENDENT'],
  }),
};
