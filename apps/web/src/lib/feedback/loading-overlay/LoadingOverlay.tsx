import { LOADING_DELAY_MS } from '@wallet/contract';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Spinner } from '../spinner/Spinner.tsx';
import './loading-overlay.css';

/** Appears only when work lasts longer than LOADING_DELAY_MS, so quick calls never flash a veil. */
export function LoadingOverlay({ active }: { active: boolean }) {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);
  if (!active && visible) setVisible(false);

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setVisible(true), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active]);

  if (!active || !visible) return null;
  return (
    <div className="loading-overlay" data-testid="loading-overlay" aria-busy="true">
      <Spinner label={t('app.loading')} />
    </div>
  );
}
