/** Minutes since midnight in Asia/Bangkok (UTC+7, no daylight saving). */
function bangkokMinutes(now: Date): number {
  const minutes = now.getUTCHours() * 60 + now.getUTCMinutes() + 7 * 60;
  return minutes % (24 * 60);
}

function parseHm(value: string): number {
  const [h, m] = value.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Whether slip upload is closed now; the window may cross midnight (23:00 to 00:30). */
export function isSlipUploadClosed(closeFrom: string, closeTo: string, now = new Date()): boolean {
  const at = bangkokMinutes(now);
  const from = parseHm(closeFrom);
  const to = parseHm(closeTo);
  return from <= to ? at >= from && at < to : at >= from || at < to;
}
