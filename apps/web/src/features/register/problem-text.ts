import { useI18n } from '../../lib/i18n/use-i18n.ts';
import type { Problem } from './validation.ts';
import { translateError } from '@wallet/i18n';

export function useProblemText() {
  const { t, locale } = useI18n();
  return (problem: Problem | null | undefined): string | null => {
    if (!problem) return null;
    return 'code' in problem ? translateError(locale, problem.code) : t(problem.key, problem.vars);
  };
}
