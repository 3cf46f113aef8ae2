/**
 * Money is integer satang everywhere it is stored or computed; the API shows baht
 * with two decimals (spec doc 2 section 9). These are the only conversions.
 */
export const SATANG_PER_BAHT = 100;
/** Upper bound of one amount in a request: far above any real movement, far below 2^53 satang. */
export const MAX_AMOUNT_BAHT = 10_000_000;

/** A number as JavaScript writes it at its shortest: sign, digits, fraction, exponent (`1.5e-7`, `1e+21`). */
const SHORTEST_DECIMAL = /^-?\d+(?:\.(\d+))?(?:e([+-]\d+))?$/;

/**
 * Baht to satang when the amount has at most two decimals; undefined otherwise, however close
 * (`100.10000000001` is not 100.10) and when it is too large to count in whole satang exactly.
 * Decided on the number's shortest decimal form, the digits it was sent with, not on float
 * arithmetic: a tolerance would round what should be refused.
 */
export function toSatang(baht: number): number | undefined {
  const parts = SHORTEST_DECIMAL.exec(String(baht));
  if (!parts) return undefined; // NaN, Infinity
  const decimals = (parts[1]?.length ?? 0) - Number(parts[2] ?? 0);
  if (decimals > 2) return undefined;
  // At most two decimals: the product is within a rounding error of a whole number.
  const satang = Math.round(baht * SATANG_PER_BAHT) + 0; // + 0: no -0
  return Number.isSafeInteger(satang) ? satang : undefined;
}

/**
 * Satang of a baht amount the system holds itself (a constant, an operator's setting): finer
 * precision there is a configuration error, not a caller's mistake, so it throws rather than
 * letting a limit compare against undefined.
 */
export function satangOf(baht: number): number {
  const satang = toSatang(baht);
  if (satang === undefined) throw new RangeError(`not a baht amount: ${baht}`);
  return satang;
}

export function toBaht(satang: number): number {
  return satang / SATANG_PER_BAHT;
}

/**
 * The sum of amounts as the API carries them (baht or kip), counted in whole minor units so
 * 0.1 + 0.2 is 0.3: a float running total drifts by a satang over enough rows. Each amount is
 * the API's two-decimal number, within a rounding error of whole satang.
 */
export function sumBaht(amounts: readonly number[]): number {
  const satang = amounts.reduce((sum, amount) => sum + Math.round(amount * SATANG_PER_BAHT), 0);
  return toBaht(satang) + 0; // + 0: no -0
}

/**
 * The two-decimal display of the spec ("1,234.50"), grouped the way the language writes
 * numbers (Lao: "1.234,50"); English by default, as the server's texts write it. One formatter
 * per language (formatMoney's cache): `toLocaleString` with options builds a new
 * Intl.NumberFormat on each call, which was 10 ms of the home page's first render on a fast
 * machine (issue 11), four times that on a phone.
 */
export function formatBaht(amount: number, language: MoneyLanguage = 'en'): string {
  return formatMoney(amount, 'THB', language);
}

/** Whole satang (a ledger amount, a report's total) as baht text. */
export function formatSatang(satang: number, language: MoneyLanguage = 'en'): string {
  return formatBaht(toBaht(satang), language);
}

/**
 * The currencies a wallet is kept in (issue 46, ADR 0159). A member's currency is chosen at
 * registration on the Lao site (LAK or BAHT there) and is THB everywhere else. Both are counted
 * in their ISO 4217 minor unit, 1/100 (satang, att): every conversion above stays one rule, and
 * the ledger's integers mean the same in both books. Kip has no coin in use, so a kip amount is
 * typed, offered and shown in whole kip (KIP_DECIMALS = 0), while baht keeps two decimals.
 */
export const CURRENCIES = ['THB', 'LAK'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'THB';

/** Decimals a member types and sees. */
export const CURRENCY_DECIMALS: Record<Currency, number> = { THB: 2, LAK: 0 };
export const CURRENCY_SYMBOLS: Record<Currency, string> = { THB: '฿', LAK: '₭' };

export function isCurrency(value: unknown): value is Currency {
  return value === 'THB' || value === 'LAK';
}

/** The wallet currency of a member from the registration's select (LAK, BAHT, or none on the Thai site). */
export function memberCurrency(registered: string | null | undefined): Currency {
  return registered === 'LAK' ? 'LAK' : 'THB';
}

/**
 * Minor units of an amount a member or operator typed in `currency`; undefined when it has more
 * decimals than the currency shows (a kip amount with att is refused, not rounded).
 */
export function toMinor(amount: number, currency: Currency): number | undefined {
  const minor = toSatang(amount);
  if (minor === undefined) return undefined;
  const step = SATANG_PER_BAHT / 10 ** CURRENCY_DECIMALS[currency];
  return minor % step === 0 ? minor : undefined;
}

/** The amount of `minor` units as the API carries it (a number of baht or kip). */
export function fromMinor(minor: number): number {
  return toBaht(minor);
}

/** Thousands separators per language: Thai and English write 1,234.50; Lao writes 1.234,50. */
const NUMBER_LOCALES = { th: 'en-US', en: 'en-US', la: 'lo-LA' } as const;
export type MoneyLanguage = keyof typeof NUMBER_LOCALES;
const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount (baht or kip, not minor units) as a member reads it: kip without decimals, baht with
 * two, grouped the way the language writes numbers; `symbol` puts ₭ or ฿ after (kip) or before
 * (baht) the figure, where a screen shows a symbol rather than the currency's name.
 */
export function formatMoney(
  amount: number,
  currency: Currency,
  language: MoneyLanguage = 'en',
  options: { symbol?: boolean } = {},
): string {
  const key = `${currency}:${language}`;
  let format = moneyFormats.get(key);
  if (!format) {
    const decimals = CURRENCY_DECIMALS[currency];
    format = new Intl.NumberFormat(NUMBER_LOCALES[language], {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    });
    moneyFormats.set(key, format);
  }
  const figure = format.format(amount);
  if (!options.symbol) return figure;
  return currency === 'LAK' ? `${figure} ${CURRENCY_SYMBOLS.LAK}` : `${CURRENCY_SYMBOLS.THB}${figure}`;
}
