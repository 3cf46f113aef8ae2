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

/** The steps this registration shows: the OTP step only when it asks for a code (issue 15 item 7). */
export function shownSteps(withOtp: boolean): readonly Step[] {
  return withOtp ? STEPS : STEPS.filter((step) => step !== 'otp');
}

export function StepIndicator({ step, steps }: { step: Step; steps: readonly Step[] }) {
  const { t } = useI18n();
  const current = steps.indexOf(step);
  return (
    <div className="steps">
      <p className="steps__caption">
        {t('register.progress', { current: current + 1, total: steps.length })} ·{' '}
        <strong>{t(LABELS[step])}</strong>
      </p>
      <ol className="steps__bar" aria-hidden="true">
        {steps.map((name, index) => (
          <li key={name} className={`steps__dot ${index <= current ? 'steps__dot--done' : ''}`} />
        ))}
      </ol>
    </div>
  );
}
