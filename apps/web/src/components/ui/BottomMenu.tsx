import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import './bottom-menu.css';

export type BottomMenuItem =
  | { kind: 'link'; to: string; label: string; icon: ReactNode; center?: boolean; testId?: string }
  /** An item another part of the app renders (e.g. a button that opens a modal). */
  | { kind: 'custom'; id: string; node: ReactNode };

interface Props {
  label: string;
  items: readonly BottomMenuItem[];
}

export function BottomMenu({ label, items }: Props) {
  return (
    <nav className="bottom-menu" aria-label={label}>
      <ul className="bottom-menu__list">
        {items.map((item) =>
          item.kind === 'custom' ? (
            <li key={item.id} className="bottom-menu__item">
              {item.node}
            </li>
          ) : (
            <li
              key={item.to}
              className={`bottom-menu__item ${item.center ? 'bottom-menu__item--center' : ''}`}
            >
              <NavLink to={item.to} className="bottom-menu__link" data-testid={item.testId}>
                <span className="bottom-menu__icon">{item.icon}</span>
                <span className="bottom-menu__label">{item.label}</span>
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

interface ButtonProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  testId?: string;
}

/** A bottom-menu entry that acts instead of navigating; looks like the links around it. */
export function BottomMenuButton({ label, icon, onClick, testId }: ButtonProps) {
  return (
    <button type="button" className="bottom-menu__link" onClick={onClick} data-testid={testId}>
      <span className="bottom-menu__icon">{icon}</span>
      <span className="bottom-menu__label">{label}</span>
    </button>
  );
}
