import { use } from 'react';
import { I18nContext, type I18nValue } from './i18n-context.ts';

export function useI18n(): I18nValue {
  const value = use(I18nContext);
  if (!value) throw new Error('useI18n needs an I18nProvider');
  return value;
}
