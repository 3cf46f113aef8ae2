import type { SiteVariant } from '@wallet/contract';

/** The country calling code of each site variant's members' phones (ADR 0004: national numbers). */
const COUNTRY_CODE: Record<SiteVariant, string> = { th: '66', la: '856' };

/**
 * A member's phone as we keep it (national, leading 0: Thai 0812345678, Lao 02012345678 or
 * 0301234567) in E.164 for an international gateway: +66812345678, +8562012345678. The site's
 * country decides, as it decided the phone rule at registration. A number already
 * international (+ or 00) is kept; anything that is not digits is refused, never guessed.
 */
export function toE164(phone: string, variant: SiteVariant): string {
  const compact = phone.replace(/[\s-]/g, '');
  if (/^\+\d{8,15}$/.test(compact)) return compact;
  if (/^00\d{8,15}$/.test(compact)) return `+${compact.slice(2)}`;
  if (!/^0\d{8,11}$/.test(compact)) throw new RangeError('not a national phone number');
  return `+${COUNTRY_CODE[variant]}${compact.slice(1)}`;
}
