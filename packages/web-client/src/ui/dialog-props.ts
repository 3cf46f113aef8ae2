import type { ReactNode } from 'react';

/** What every in-page dialog of both apps takes; each app's dialog adds its own looks. */
export interface DialogProps {
  title: string;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}
