/** Today on the Bangkok calendar, `YYYY-MM-DD` (the server's report days, UTC+7 all year). */
export function bangkokToday(): string {
  return new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
}
