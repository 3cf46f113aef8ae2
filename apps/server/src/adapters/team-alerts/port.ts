/** The team's chat (issue 41, ADR 0177): one alert text, with its back-office link, to the team. */
export interface TeamAlertSender {
  /**
   * `retryKey` (a UUID) is the same for every try of one telling: a service that takes one (LINE's
   * X-Line-Retry-Key, ADR 0191) delivers it once however often it is retried; others ignore it.
   */
  send(text: string, retryKey: string): Promise<void>;
}

/**
 * The alert was not delivered. `retryAfterSeconds`: the service asked us to wait (flood control);
 * the alert is tried again on a later run either way, as nothing was posted.
 */
export class TeamAlertError extends Error {
  constructor(
    reason: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(`Team alert not sent: ${reason}`);
    this.name = 'TeamAlertError';
  }
}
