import { formatBaht, formatMoney, formatWhole, type Currency, type Locale } from '@wallet/contract';
import { moneyTextKey, type MessageKey, type MessageVars, type MoneyTextKey } from '@wallet/i18n/runtime';

/**
 * How every member screen writes money (ADR 0167): one place that knows the member's currency.
 *
 * - `money`: the figure inside a text that names the currency ("{amount} baht"): baht exactly as
 *   before (two decimals, 1,234.50, in every language: the spec's number format), kip in whole kip
 *   grouped the way the language writes numbers.
 * - `figure`: a figure standing alone (a balance, a table cell, a list row): the same, and for kip
 *   the ₭ after it, since nothing around it says kip; baht stands alone as it always has.
 * - `whole`: a whole amount offered as a choice (a deposit's quick amounts): baht in the spec's
 *   number format without decimals (1,000), kip grouped per language, as `money` writes it.
 * - `text`: a text that names the currency, its kip twin for a kip member.
 */
export interface MemberMoney {
  currency: Currency;
  money: (amount: number) => string;
  figure: (amount: number) => string;
  whole: (amount: number) => string;
  text: (key: MoneyTextKey, vars?: MessageVars) => string;
}

type Translate = (key: MessageKey, vars?: MessageVars) => string;

export function memberMoney(currency: Currency, locale: Locale, t: Translate): MemberMoney {
  if (currency === 'LAK') {
    return {
      currency,
      money: (amount) => formatMoney(amount, 'LAK', locale),
      figure: (amount) => formatMoney(amount, 'LAK', locale, { symbol: true }),
      whole: (amount) => formatWhole(amount, locale),
      text: (key, vars) => t(moneyTextKey(key, 'LAK'), vars),
    };
  }
  return {
    currency,
    money: formatBaht,
    figure: formatBaht,
    whole: (amount) => formatWhole(amount),
    text: (key, vars) => t(key, vars),
  };
}
