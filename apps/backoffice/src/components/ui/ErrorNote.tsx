import { useI18n } from '../../lib/i18n/use-i18n.ts';

/** A failed call, in words, where the answer would have been. */
export function ErrorNote({ error, testId }: { error: unknown; testId?: string }) {
  const { errorText } = useI18n();
  if (!error) return null;
  return (
    <p className="error-note" role="alert" data-testid={testId ?? 'error-note'}>
      {errorText(error)}
    </p>
  );
}
