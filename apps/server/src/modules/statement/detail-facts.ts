import type { StatementDetail } from '@wallet/contract';

const LEGACY_DRAW = /^draw (\d+): (success|fail) \(nonce \d+\)$/;
const LEGACY_PERIOD = /^refund (\S+) – (\S+)$/;

/**
 * A detail as the statement sends it: with the facts the member's app words in their language
 * (issue 42). Rows written before the facts were kept carry only the plain description, written
 * by the two patterns below; their facts are read back from it (a coupon's names were never
 * kept: its description stays as written).
 */
export function withFacts(detail: StatementDetail): StatementDetail {
  if (detail.draw || detail.period || detail.coupon) return detail;
  const draw = LEGACY_DRAW.exec(detail.description);
  if (draw) return { ...detail, draw: { id: Number(draw[1]), won: draw[2] === 'success' } };
  const period = LEGACY_PERIOD.exec(detail.description);
  if (period && !Number.isNaN(Date.parse(period[1]!)) && !Number.isNaN(Date.parse(period[2]!)))
    return { ...detail, period: { start: period[1]!, end: period[2]! } };
  return detail;
}

/** Every detail of a movement's details, with its facts. */
export function detailsWithFacts(
  details: Record<string, StatementDetail> | null,
): Record<string, StatementDetail> | undefined {
  if (!details) return undefined;
  return Object.fromEntries(Object.entries(details).map(([key, detail]) => [key, withFacts(detail)]));
}
