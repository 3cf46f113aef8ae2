import type { ReactNode } from 'react';

export type Tone = 'neutral' | 'good' | 'warn' | 'bad' | 'info';

/** `title`: what the badge means, as its tooltip (and its accessible description). */
export function Badge({
  tone = 'neutral',
  title,
  children,
}: {
  tone?: Tone;
  title?: string;
  children: ReactNode;
}) {
  return (
    <span className={`badge badge--${tone}`} data-tone={tone} title={title}>
      {children}
    </span>
  );
}
