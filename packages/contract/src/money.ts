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
 * numbers (Lao: "1.234,50"); English by default, as the server's texts write it.
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

/** Thousands and decimal separators per language: Thai and English write 1,234.50; Lao writes 1.234,50. */
const NUMBER_SEPARATORS = {
  th: { group: ',', decimal: '.' },
  en: { group: ',', decimal: '.' },
  la: { group: '.', decimal: ',' },
} as const;
export type MoneyLanguage = keyof typeof NUMBER_SEPARATORS;

/**
 * `value` (finite, not negative) as a plain decimal string rounded half away from zero to
 * `decimals`, from its shortest representation (`String`), as Intl.NumberFormat rounds: 2.675
 * is "2.68" although the double is a little under it.
 */
function roundedDigits(value: number, decimals: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  const [integral = '0', fractional = ''] = mantissa.split('.');
  let digits = integral + fractional;
  let point = integral.length + Number(exponent);
  if (point < 1) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  digits = digits.padEnd(point + decimals, '0');
  let kept = digits.slice(0, point + decimals);
  if ((digits[point + decimals] ?? '0') >= '5')
    kept = (BigInt(kept) + 1n).toString().padStart(decimals + 1, '0');
  return { whole: kept.slice(0, kept.length - decimals), fraction: kept.slice(kept.length - decimals) };
}

/**
 * An amount (baht or kip, not minor units) as a member reads it: kip without decimals, baht with
 * two, grouped the way the language writes numbers; `symbol` puts ₭ or ฿ after (kip) or before
 * (baht) the figure, where a screen shows a symbol rather than the currency's name.
 *
 * Written out rather than through Intl.NumberFormat, which it matches for every finite number
 * (money.test.ts checks it against Intl): the first Intl object a page builds loads ICU's data,
 * 20 ms of main thread on this host and 45 ms at the phone's 2x slowdown, a third of /user/home's
 * blocking time (ADR 0221).
 */
export function formatMoney(
  amount: number,
  currency: Currency,
  language: MoneyLanguage = 'en',
  options: { symbol?: boolean } = {},
): string {
  const figure = formatFigure(amount, CURRENCY_DECIMALS[currency], NUMBER_SEPARATORS[language]);
  if (!options.symbol) return figure;
  return currency === 'LAK' ? `${figure} ${CURRENCY_SYMBOLS.LAK}` : `${CURRENCY_SYMBOLS.THB}${figure}`;
}

/**
 * A whole amount offered as a choice (a deposit's quick amounts: 10, 1,000), grouped the way the
 * language writes numbers and without decimals in either currency; rounded as formatMoney rounds.
 */
export function formatWhole(amount: number, language: MoneyLanguage = 'en'): string {
  return formatFigure(amount, 0, NUMBER_SEPARATORS[language]);
}

function formatFigure(
  amount: number,
  decimals: number,
  separators: (typeof NUMBER_SEPARATORS)[MoneyLanguage],
): string {
  if (!Number.isFinite(amount)) return String(amount);
  const { whole, fraction } = roundedDigits(Math.abs(amount), decimals);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, separators.group);
  // Intl's sign: a negative amount keeps it even where it rounds to zero.
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}${grouped}${fraction ? separators.decimal + fraction : ''}`;
}
