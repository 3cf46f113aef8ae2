import './spinner.css';

interface Props {
  /** Read by screen readers; the animation itself is hidden from them. */
  label?: string;
  size?: 'sm' | 'md';
}

export function Spinner({ label, size = 'md' }: Props) {
  return (
    <span className={`spinner spinner--${size}`}>
      <span className="spinner__ring" aria-hidden="true" />
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}

/** A whole-area loading state; aria-busy tells assistive tech the region is filling in. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="page-spinner" aria-busy="true" data-testid="page-spinner">
      <Spinner label={label} />
    </div>
  );
}
