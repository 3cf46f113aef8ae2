import type pg from 'pg';
import {
  DEFAULT_LOCALE,
  DEFAULT_LOCALE_LAO,
  type BankFeedHealth,
  type Locale,
  type SiteVariant,
} from '@wallet/contract';
import { TeamAlertError, type TeamAlertSender } from '../../adapters/team-alerts/port.ts';
import { withDeadline } from '../../lib/deadline.ts';
import type { SettingsService } from '../settings/index.ts';
import { ALERT_KINDS, feedAlerts, waitingMoney, waitingSettingChanges, type Alert } from './conditions.ts';

const BANGKOK_OFFSET_MINUTES = 7 * 60;
const DAY_MINUTES = 24 * 60;

/** Whether `now` is within [from, to) on the Bangkok clock (HH:mm); a window may pass midnight. */
export function inWorkingHours(now: Date, from: string, to: string): boolean {
  const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const minute = (now.getUTCHours() * 60 + now.getUTCMinutes() + BANGKOK_OFFSET_MINUTES) % DAY_MINUTES;
  const start = minuteOf(from);
  const end = minuteOf(to);
  return start <= end ? minute >= start && minute < end : minute >= start || minute < end;
}

export interface TeamAlertsDeps {
  pool: pg.Pool;
  settings: SettingsService;
  sender: TeamAlertSender;
  /** The feed's health as the bank-feed page shows it (the deposit module's check). */
  feedHealth: (now: Date) => Promise<BankFeedHealth>;
  /** The back-office's address (BACKOFFICE_URL); each alert links to its screen under it. */
  backofficeUrl: string;
  variant: SiteVariant;
  /** Our deadline for one post (TEAM_ALERTS_TIMEOUT_MS): the job never waits on the chat for ever. */
  timeoutMs: number;
}

/** What one run did: alerts posted, and those whose post failed (tried again next run). */
export interface AlertRun {
  sent: string[];
  failed: string[];
}

/**
 * The team's alerts (issue 41, ADR 0177), one run: reads every condition true now, claims each
 * not yet told in team_alerts_sent (a restart or a second node finds it claimed) and posts it; a
 * post that fails marks its claim failed, so the next run tries again with the same retry key
 * (ADR 0191: LINE then delivers it once even if the failed try had in fact arrived).
 * A condition no longer true is forgotten, so the same one arising again is told again. The
 * job's leadership lock (ADR 0034) keeps two nodes from running it at once; the claim keeps a
 * restart, or a run abandoned past its deadline, from telling anything twice.
 */
export class TeamAlerts {
  constructor(private readonly deps: TeamAlertsDeps) {}

  async run(now = new Date()): Promise<AlertRun> {
    const alerts = await this.current(now);
    await this.forgetEnded(alerts);
    const sent: string[] = [];
    const failed: string[] = [];
    for (const alert of alerts) {
      const retryKey = await this.claim(alert);
      if (!retryKey) continue;
      try {
        await withDeadline(
          this.deps.sender.send(`${alert.text}\n${this.link(alert.path)}`, retryKey),
          this.deps.timeoutMs,
          () => new Error('team alert: no answer in time'),
        );
        sent.push(alert.key);
      } catch (error) {
        // Not told (as far as we know): the next run claims it again, with the same retry key.
        // A 429 asks us to wait: the rest of the run waits too.
        await this.deps.pool.query(`UPDATE team_alerts_sent SET failed_at = now() WHERE alert_key = $1`, [
          alert.key,
        ]);
        failed.push(alert.key);
        if (error instanceof TeamAlertError && error.retryAfterSeconds !== undefined) break;
      }
    }
    return { sent, failed };
  }

  private async current(now: Date): Promise<Alert[]> {
    const { pool, settings } = this.deps;
    const limits = await settings.get('teamAlerts');
    const language: Locale =
      limits.language === 'site'
        ? this.deps.variant === 'la'
          ? DEFAULT_LOCALE_LAO
          : DEFAULT_LOCALE
        : limits.language;
    const working = inWorkingHours(now, limits.workingFrom, limits.workingTo);
    const [money, changes, health] = await Promise.all([
      waitingMoney(pool, limits, language),
      waitingSettingChanges(pool, limits, language),
      this.deps.feedHealth(now),
    ]);
    return [...money, ...changes, ...feedAlerts(health, limits, language, working)];
  }

  /**
   * The telling's retry key if this run is to post it: a new claim, or one whose last post failed
   * (taken back in the same statement, so two runs never both post it); undefined if told.
   */
  private async claim(alert: Alert): Promise<string | undefined> {
    const { rows } = await this.deps.pool.query<{ retry_key: string }>(
      `INSERT INTO team_alerts_sent (alert_key, kind) VALUES ($1, $2)
       ON CONFLICT (alert_key) DO UPDATE SET failed_at = NULL WHERE team_alerts_sent.failed_at IS NOT NULL
       RETURNING retry_key`,
      [alert.key, alert.kind],
    );
    return rows[0]?.retry_key;
  }

  /** Every kind's rows not among the conditions true now: ended, to be told again if they return. */
  private async forgetEnded(alerts: Alert[]): Promise<void> {
    await this.deps.pool.query(
      `DELETE FROM team_alerts_sent WHERE kind = ANY($1::text[]) AND NOT (alert_key = ANY($2::text[]))`,
      [ALERT_KINDS, alerts.map((alert) => alert.key)],
    );
  }

  private link(path: string): string {
    return `${this.deps.backofficeUrl.replace(/\/+$/, '')}${path}`;
  }
}
