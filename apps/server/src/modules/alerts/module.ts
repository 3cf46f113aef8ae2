import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { TeamAlertSender } from '../../adapters/team-alerts/port.ts';
import type { Config } from '../../config.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { BankFeedHealthCheck } from '../deposit/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { TeamAlerts } from './team-alerts.ts';

export interface AlertsDeps {
  config: Config;
  pool: pg.Pool;
  settings: SettingsService;
  jobs: Jobs;
  /** The team's chat TEAM_ALERTS chose; undefined when off. */
  teamAlerts: TeamAlertSender | undefined;
}

/** Once a minute: a withdrawal's 15-minute threshold is crossed within a minute of it. */
export const TEAM_ALERTS_EVERY_MS = 60_000;

/**
 * The team's alerts (issue 41, ADR 0177): a housekeeping job (one node runs it, ADR 0034) that
 * tells the team's chat what has waited too long. Off (TEAM_ALERTS=off): no job at all.
 */
export async function alertsModule(app: FastifyInstance, deps: AlertsDeps): Promise<TeamAlerts | undefined> {
  const { config, pool, settings, jobs, teamAlerts } = deps;
  if (!teamAlerts) return undefined;
  const health = new BankFeedHealthCheck(pool, settings);
  const alerts = new TeamAlerts({
    pool,
    settings,
    sender: teamAlerts,
    feedHealth: (now) => health.read(now),
    // The sandbox may run without the address: its links are the back-office's own paths then.
    backofficeUrl: config.BACKOFFICE_URL ?? '/backoffice',
    variant: config.SITE_VARIANT,
    timeoutMs: config.TEAM_ALERTS_TIMEOUT_MS,
  });
  jobs.every('teamAlerts', TEAM_ALERTS_EVERY_MS, async () => {
    const { failed } = await alerts.run();
    if (failed.length > 0) app.log.warn({ failed }, 'team alerts not sent; tried again next run');
  });
  return alerts;
}
