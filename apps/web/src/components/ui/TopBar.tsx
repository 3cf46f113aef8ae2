import type { ReactNode } from 'react';
import './top-bar.css';

/** The sticky bar at the top of a shell: brand on the left, actions on the right. */
export function TopBar({ start, end }: { start: ReactNode; end?: ReactNode }) {
  return (
    <header className="top-bar">
      <div className="top-bar__start">{start}</div>
      {end ? <div className="top-bar__end">{end}</div> : null}
    </header>
  );
}
