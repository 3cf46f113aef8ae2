import type { TeamAlertSender } from './port.ts';

const KEEP = 200;

/**
 * TEAM_ALERTS=sandbox: keeps the alerts in memory (newest first) instead of posting them, so a
 * demo or a test sees what the team would have been told.
 */
export class SandboxTeamAlerts implements TeamAlertSender {
  readonly sent: string[] = [];

  // The retry key is LINE's concern (ADR 0191): what the team is told is the text.
  async send(text: string): Promise<void> {
    this.sent.unshift(text);
    this.sent.length = Math.min(this.sent.length, KEEP);
  }
}
