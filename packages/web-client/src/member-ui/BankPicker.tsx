import { needsEnglishAccountName, type BankItem, type Locale, type SiteVariant } from '@wallet/contract';
import { bankOptions } from './bank-options.ts';
import { Select } from './Select.tsx';

type BankKey = 'register.bank' | 'register.bankPlaceholder' | 'register.englishHint';

interface Props {
  /** The banks lookup as the site's members receive it (the banks the site offers). */
  banks: readonly BankItem[];
  locale: Locale;
  variant: SiteVariant;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  t(key: BankKey): string;
}

/** The registration form's bank picker: the site's banks, named in the member's language. */
export function BankPicker({ banks, locale, variant, t, value, ...field }: Props) {
  return (
    <Select
      label={t('register.bank')}
      name="bankCode"
      placeholder={t('register.bankPlaceholder')}
      options={bankOptions(banks, locale, variant)}
      hint={needsEnglishAccountName(value) ? t('register.englishHint') : undefined}
      value={value}
      {...field}
    />
  );
}
