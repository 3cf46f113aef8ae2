import type { ReactNode } from 'react';
import './entry-row.css';

/** A list of money entries (statement lines, uploaded slips), one EntryRow each. */
export function EntryList({ children }: { children: ReactNode }) {
  return <ul className="entry-list">{children}</ul>;
}

interface Props {
  /** What the entry is: type, route, date, amount; stacked on the left and allowed to wrap. */
  main: ReactNode;
  /** Its status and any action, kept whole on the right. */
  side: ReactNode;
  testId: string;
}

export function EntryRow({ main, side, testId }: Props) {
  return (
    <li className="entry-row" data-testid={testId}>
      <div className="entry-row__main">{main}</div>
      <div className="entry-row__side">{side}</div>
    </li>
  );
}
