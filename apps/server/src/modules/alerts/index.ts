/** The alerts module's public surface: the team's alerts job (ADR 0177). */
export { alertsModule, type AlertsDeps } from './module.ts';
export { TeamAlerts, inWorkingHours } from './team-alerts.ts';
