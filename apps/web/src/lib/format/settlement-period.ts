const pad = (value: number) => String(value).padStart(2, '0');
const BANGKOK_OFFSET_MS = 7 * 3_600_000;

function bangkokDate(ms: number): string {
  const date = new Date(ms + BANGKOK_OFFSET_MS);
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

/**
 * A settlement period [start, end) as the days it covers on the Asia/Bangkok calendar the server
 * settles on (ADR 0042), whatever the device's zone: "23/11/2026 – 29/11/2026".
 */
export function formatSettlementPeriod(start: string, end: string): { from: string; to: string } {
  return { from: bangkokDate(Date.parse(start)), to: bangkokDate(Date.parse(end) - 1) };
}
