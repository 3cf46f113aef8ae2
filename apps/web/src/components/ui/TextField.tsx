import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldMessages } from './FieldMessages.tsx';
import { describedBy, useFieldIds } from './use-field-ids.ts';
import './field.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string | null;
  /** Content drawn inside the input's right edge (e.g. a show-password toggle). */
  trailing?: ReactNode;
}

export function TextField({
  label,
  value,
  onChange,
  hint,
  error,
  trailing,
  id,
  className = '',
  ...rest
}: Props) {
  const ids = useFieldIds(id);
  return (
    <div className={`field ${className}`}>
      <label className="field__label" htmlFor={ids.inputId}>
        {label}
      </label>
      <div className={`field__control ${trailing ? 'field__control--trailing' : ''}`}>
        <input
          id={ids.inputId}
          className="field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
          {...rest}
        />
        {trailing}
      </div>
      <FieldMessages hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </div>
  );
}
