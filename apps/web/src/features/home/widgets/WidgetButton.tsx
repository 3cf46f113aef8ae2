import type { ReactNode } from 'react';

interface Props {
  icon: ReactNode;
  label: string;
  /** A second line, e.g. the coin count of the spin widget. */
  detail?: ReactNode;
  onClick: () => void;
  testId: string;
}

export function WidgetButton({ icon, label, detail, onClick, testId }: Props) {
  return (
    <li className="widget">
      <button type="button" className="widget__button" onClick={onClick} data-testid={testId}>
        <span className="widget__icon">{icon}</span>
        <span className="widget__label">{label}</span>
        {detail ? <span className="widget__detail">{detail}</span> : null}
      </button>
    </li>
  );
}
