import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FrameProps {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  children: (id: string) => ReactNode;
}

/** A label above its control, with a hint or an error below. */
function FieldFrame({ label, hint, error, children }: FrameProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children(id)}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : (
        hint && <p className="field__hint">{hint}</p>
      )}
    </div>
  );
}

type Common = { label: string; hint?: ReactNode; error?: string | null };

export function TextField({ label, hint, error, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(id) => <input id={id} className="field__control" aria-invalid={Boolean(error)} {...input} />}
    </FieldFrame>
  );
}

export function TextArea({
  label,
  hint,
  error,
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(id) => (
        <textarea id={id} className="field__control" rows={3} aria-invalid={Boolean(error)} {...input} />
      )}
    </FieldFrame>
  );
}

export function SelectField({
  label,
  hint,
  error,
  children,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(id) => (
        <select id={id} className="field__control" {...select}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

/** A file to upload, named by its label like every other field (issue 41: screen readers). */
export function FileField({ label, hint, error, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(id) => <input id={id} type="file" aria-invalid={Boolean(error)} {...input} />}
    </FieldFrame>
  );
}
