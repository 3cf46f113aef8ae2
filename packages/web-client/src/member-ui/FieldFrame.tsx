import type { ReactNode } from 'react';
import { FieldMessages } from './FieldMessages.tsx';
import type { useFieldIds } from './use-field-ids.ts';

interface Props {
  ids: ReturnType<typeof useFieldIds>;
  label: string;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  controlClassName?: string;
  children: ReactNode;
}

/**
 * Label, control box and messages: the frame every form control shares. Its look is
 * styles/field.css, which each app loads itself (README of this folder: index.ts).
 */
export function FieldFrame({
  ids,
  label,
  hint,
  error,
  className = '',
  controlClassName = '',
  children,
}: Props) {
  return (
    <div className={`field ${className}`.trim()}>
      <label className="field__label" htmlFor={ids.inputId}>
        {label}
      </label>
      <div className={`field__control ${controlClassName}`.trim()}>{children}</div>
      <FieldMessages hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </div>
  );
}
