import { useId } from 'react';

/** Stable ids tying a control to its label, hint and error (aria-describedby). */
export function useFieldIds(id?: string) {
  const generated = useId();
  const base = id ?? generated;
  return { inputId: base, hintId: `${base}-hint`, errorId: `${base}-error` };
}

export function describedBy(ids: { hintId: string; errorId: string }, hint: unknown, error: unknown) {
  const parts = [error ? ids.errorId : '', hint ? ids.hintId : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}
