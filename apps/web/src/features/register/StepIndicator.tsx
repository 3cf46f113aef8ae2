import { useI18n } from '../../lib/i18n/use-i18n.ts';
import type { MessageKey } from '@wallet/i18n';

export const STEPS = ['phone', 'otp', 'profile', 'bank'] as const;
export type Step = (typeof STEPS)[number];

const LABELS: Record<Step, MessageKey> = {
  phone: 'register.stepPhone',
  otp: 'register.stepOtp',
  profile: 'register.stepProfile',
  bank: 'register.stepBank',
};

export function StepIndicator({ step }: { step: Step }) {
  const { t } = useI18n();
  const current = STEPS.indexOf(step);
  return (
    <div className="steps">
      <p className="steps__caption">
        {t('register.progress', { current: current + 1, total: STEPS.length })} ·{' '}
        <strong>{t(LABELS[step])}</strong>
      </p>
      <ol className="steps__bar" aria-hidden="true">
        {STEPS.map((name, index) => (
          <li key={name} className={`steps__dot ${index <= current ? 'steps__dot--done' : ''}`} />
        ))}
      </ol>
    </div>
  );
}
