/**
 * The time business periods are read on (invite commission and loss refunds). The system clock
 * in production; the sandbox can shift it (PUT /api/sandbox/rewards/clock) so a demo or a browser
 * test can step into the next period without waiting a day. Database timestamps stay real.
 */
export class Clock {
  private shiftMs = 0;

  now(): Date {
    return new Date(Date.now() + this.shiftMs);
  }

  shift(ms: number): void {
    this.shiftMs = ms;
  }
}
