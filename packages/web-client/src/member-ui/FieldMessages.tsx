import type { ReactNode } from 'react';

interface Props {
  hint?: ReactNode;
  error?: string | null;
  hintId: string;
  errorId: string;
}

/** Hint and error under a control; the ids are what aria-describedby points at. */
export function FieldMessages({ hint, error, hintId, errorId }: Props) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}
