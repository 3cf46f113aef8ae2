import { useReducer, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedBy, FieldFrame, useFieldIds } from '@wallet/web-client/member-ui';
// The look of every member field, the shared Select's too (this module is in every screen's first load).
import '@wallet/web-client/member-ui/styles/field.css';

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
  // A field that keeps only some characters (an amount) answers a rejected keystroke with the same
  // value. React puts the input back to its value then; Preact (ADR 0215) draws the input again only
  // when something renders, and a render sets it back, so every keystroke renders the field.
  const [, drawAgain] = useReducer((count: number) => count + 1, 0);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      className={className}
      controlClassName={trailing ? 'field__control--trailing' : ''}
    >
      <input
        id={ids.inputId}
        className="field__input"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          drawAgain();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        {...rest}
      />
      {trailing}
    </FieldFrame>
  );
}
