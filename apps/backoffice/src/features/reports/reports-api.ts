import { queryOptions } from '@tanstack/react-query';
import {
  reportsOperatorApi,
  type ReconciliationQuery,
  type ReportExportQuery,
  type ReportRangeQuery,
} from '@wallet/contract';
import { downloadFile, routeScope } from '@wallet/web-client';
import { apiClient, routeQuery } from '../../lib/api/client.ts';

/** What a job's run on the dashboard makes stale. */
export const dashboardKey = routeScope(reportsOperatorApi.dashboard);

/** The dashboard: read again every minute while it is on screen (the day moves on). */
export const dashboardQuery = queryOptions({
  ...routeQuery(reportsOperatorApi.dashboard),
  refetchInterval: 60_000,
});

export const summaryQuery = (range: ReportRangeQuery) =>
  routeQuery(reportsOperatorApi.summary, { query: range });

/** A Bangkok day's reconciliation per deposit account (issue 41). */
export const reconciliationQuery = (query: ReconciliationQuery) =>
  routeQuery(reportsOperatorApi.reconciliation, { query });

/**
 * Downloads a report's CSV: fetched with the session's token (a plain link would carry none),
 * then handed to the browser as a file. A refusal is thrown as the API's error, like any call.
 */
export async function downloadReport(query: Required<ReportExportQuery>): Promise<void> {
  const file = await downloadFile(apiClient, reportsOperatorApi.exportReport, { query });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${query.kind}-${query.from}-${query.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
