/** The reports module's public surface: the dashboard, range summaries and exports (issue 27). */
export { reportsModule, type ReportsDeps } from './module.ts';
