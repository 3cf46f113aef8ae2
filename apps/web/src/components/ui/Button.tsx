import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from '../../lib/feedback/spinner/Spinner.tsx';
import '@wallet/web-client/member-ui/styles/button.css';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  block?: boolean;
  /** Shows a spinner and blocks double submits while a request runs. */
  busy?: boolean;
}

export function Button({
  variant = 'primary',
  block = false,
  busy = false,
  type = 'button',
  className = '',
  disabled,
  children,
  ...rest
}: Props) {
  const classes = ['btn', `btn--${variant}`, block ? 'btn--block' : '', className].filter(Boolean).join(' ');
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <Spinner size="sm" /> : null}
      <span>{children}</span>
    </button>
  );
}
