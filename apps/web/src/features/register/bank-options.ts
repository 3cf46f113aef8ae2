import type { BankItem, Locale, SiteVariant } from '@wallet/contract';
import type { SelectOption } from '../../components/ui/Select.tsx';

/** Thai names for th and la (Lao players read Thai bank names), English names for en. */
export function bankLabel(bank: BankItem, locale: Locale): string {
  return locale === 'en' ? bank.nameEN : bank.nameTH;
}

/** The Lao site lists Lao banks first; order within a country stays as the server sent it. */
export function bankOptions(
  banks: readonly BankItem[],
  locale: Locale,
  variant: SiteVariant,
): SelectOption[] {
  const ordered =
    variant === 'la'
      ? [...banks.filter((b) => b.country === 'LA'), ...banks.filter((b) => b.country !== 'LA')]
      : banks;
  return ordered.map((bank) => ({ value: bank.code, label: bankLabel(bank, locale) }));
}
