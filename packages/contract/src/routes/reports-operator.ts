import { defineOperatorRoute as route } from './define.ts';
import {
  dashboard,
  ledgerAuditRequest,
  ledgerAuditRun,
  periodFigures,
  reportExportQuery,
  reportRangeQuery,
} from '../api/reports-operator.ts';
import { reconciliation, reconciliationQuery } from '../api/reconciliation.ts';
import { ROLES } from '../backoffice/roles.ts';

const tag = 'backoffice';

/** The day's figures, the ledger audit and the reports (finance and admin; issue 27). */
export const reportsOperatorApi = {
  dashboard: route({
    method: 'GET',
    path: '/api/backoffice/reports/dashboard',
    access: 'operator',
    roles: ROLES.finance,
    tag,
    summary:
      'Today, yesterday and the last 30 days from the ledger; queues, the last audit, error rates, health',
    replies: { 200: dashboard },
    codes: [],
  }),
  summary: route({
    method: 'GET',
    path: '/api/backoffice/reports/summary',
    access: 'operator',
    roles: ROLES.finance,
    tag,
    summary: "A date range's figures, the same sums the dashboard and the exports use",
    query: reportRangeQuery,
    replies: { 200: periodFigures },
    codes: ['INVALID_DATE_RANGE'],
  }),
  exportReport: route({
    method: 'GET',
    path: '/api/backoffice/reports/export',
    access: 'operator',
    roles: ROLES.finance,
    tag,
    summary:
      'Deposits, withdrawals, adjustments, promotion cost or the reconciliation of a date range as CSV (audited)',
    query: reportExportQuery,
    replies: { 200: 'binary' },
    codes: ['INVALID_DATE_RANGE'],
  }),
  reconciliation: route({
    method: 'GET',
    path: '/api/backoffice/reports/reconciliation',
    access: 'operator',
    roles: ROLES.finance,
    tag,
    summary:
      "A Bangkok day per deposit account: credits booked against what the bank feed saw, the differences' items; members' money at the day's end",
    query: reconciliationQuery,
    replies: { 200: reconciliation },
    codes: [],
  }),
  runLedgerAudit: route({
    method: 'POST',
    path: '/api/backoffice/reports/ledger-audit',
    access: 'operator',
    roles: ROLES.finance,
    tag,
    summary: 'Run the ledger audit now (also run on a schedule); its result is kept and audited',
    body: ledgerAuditRequest,
    replies: { 200: ledgerAuditRun },
    codes: [],
  }),
};
