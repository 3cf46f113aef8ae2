import { useI18n } from '../../lib/i18n/use-i18n.ts';
import type { Problem } from './register-validation.ts';

export function useProblemText() {
  const { t, codeText } = useI18n();
  return (problem: Problem | null | undefined): string | null => {
    if (!problem) return null;
    return 'code' in problem ? codeText(problem.code) : t(problem.key, problem.vars);
  };
}
