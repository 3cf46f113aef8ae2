import { bankNameIn, type BankItem, type Locale, type SiteVariant } from '@wallet/contract';
import type { SelectOption } from './Select.tsx';

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
  return ordered.map((bank) => ({ value: bank.code, label: bankNameIn(bank, locale) }));
}
