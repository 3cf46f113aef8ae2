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
  /** The control, given its id and the id of the hint or error that describes it. */
  children: (id: string, describedBy: string | undefined) => ReactNode;
}

/** A label above its control, with a hint or an error below. */
function FieldFrame({ label, hint, error, children }: FrameProps) {
  const id = useId();
  // The hint or the error is read with the field's name, not found apart from it.
  const describedBy = error || hint ? `${id}-note` : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children(id, describedBy)}
      {error ? (
        <p className="field__error" role="alert" id={describedBy}>
          {error}
        </p>
      ) : (
        hint && (
          <p className="field__hint" id={describedBy}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}

type Common = { label: string; hint?: ReactNode; error?: string | null };

export function TextField({ label, hint, error, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(id, describedBy) => (
        <input
          id={id}
          className="field__control"
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          {...input}
        />
      )}
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
      {(id, describedBy) => (
        <textarea
          id={id}
          className="field__control"
          rows={3}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          {...input}
        />
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
      {(id, describedBy) => (
        <select id={id} className="field__control" aria-describedby={describedBy} {...select}>
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
      {(id, describedBy) => (
        <input id={id} type="file" aria-invalid={Boolean(error)} aria-describedby={describedBy} {...input} />
      )}
    </FieldFrame>
  );
}
