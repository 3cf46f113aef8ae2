import { WalletIcon } from './icons.tsx';
import './brand-mark.css';

/** The gold coin logo and site name used by both shells' top bars. */
export function BrandMark({ name }: { name: string }) {
  return (
    <span className="brand-mark">
      <span className="brand-mark__logo" aria-hidden="true">
        <WalletIcon />
      </span>
      <span className="brand-mark__name" data-testid="app-name">
        {name}
      </span>
    </span>
  );
}
