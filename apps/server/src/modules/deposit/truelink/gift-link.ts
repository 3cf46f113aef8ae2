import { createHash } from 'node:crypto';

/** The voucher hash a TrueMoney gift link carries in `v`: letters and digits only. */
const VOUCHER_HASH = /^[A-Za-z0-9]{8,64}$/;
const HOSTS = new Set(['gift.truemoney.com', 'www.gift.truemoney.com']);
const PATHS = new Set(['/campaign', '/campaign/']);

/**
 * The voucher hash of a TrueMoney gift link (`https://gift.truemoney.com/campaign/?v=<hash>`,
 * over http or https, with or without www, with any other query parameters), or undefined
 * for anything else. Members paste links from chat apps, so surrounding spaces are dropped.
 */
export function voucherHashOf(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (!HOSTS.has(url.hostname) || url.port !== '' || url.username !== '' || url.password !== '') {
    return undefined;
  }
  if (!PATHS.has(url.pathname)) return undefined;
  const values = url.searchParams.getAll('v');
  if (values.length !== 1 || !VOUCHER_HASH.test(values[0]!)) return undefined;
  return values[0];
}

/**
 * The reference a gift link waiting for finance (ADR 0147) is quoted by: derived from the hash
 * (not the hash itself, which redeems the voucher), shaped like a deposit's reference.
 */
export function voucherReferenceOf(voucherHash: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = createHash('sha256').update(`truemoney-voucher:${voucherHash}`).digest().subarray(0, 16);
  return 'TM' + Array.from(bytes, (byte) => alphabet[byte % 32]).join('');
}

/** The link finance opens in the TrueMoney app to redeem a voucher by hand. */
export const giftLinkOf = (voucherHash: string) => `https://gift.truemoney.com/campaign/?v=${voucherHash}`;
