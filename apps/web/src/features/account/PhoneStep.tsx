import { useQueryClient } from '@tanstack/react-query';
import type { OtpSendReply, SiteVariant } from '@wallet/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useProblemText } from './register-problem-text.ts';
import { registerOtpQuery, sendOtp } from './register-api.ts';
import { useAction } from '../../lib/actions/use-action.ts';
import { phoneProblem, type Problem } from './register-validation.ts';

interface Props {
  variant: SiteVariant;
  initialPhone: string;
  /** `otp` is null when OTP registration is off. */
  onDone: (phone: string, otp: OtpSendReply | null) => void;
}

export function PhoneStep({ variant, initialPhone, onDone }: Props) {
  const { t } = useI18n();
  const problemText = useProblemText();
  const client = useQueryClient();
  const { busy, run } = useAction({ onError: 'toast' });
  const [phone, setPhone] = useState(initialPhone);
  const [problem, setProblem] = useState<Problem | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = phoneProblem(phone, variant);
    setProblem(found);
    if (found) return;
    void run(async () => {
      // Asked at submit time (never from the cache) so a switch flipped by the operator applies at once.
      const { registerOTP } = await client.fetchQuery({ ...registerOtpQuery, staleTime: 0 });
      onDone(phone, registerOTP ? await sendOtp({ phoneNumber: phone }) : null);
    });
  };

  return (
    <form className="stack" onSubmit={submit} noValidate data-testid="register-step-phone">
      <TextField
        label={t('register.phone')}
        name="phoneNumber"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={phone}
        // Digits only: players paste numbers with spaces and dashes.
        onChange={(value) => {
          setProblem(null);
          setPhone(value.replace(/\D/g, ''));
        }}
        hint={t('register.phoneHint')}
        error={problemText(problem)}
      />
      <Button type="submit" block busy={busy}>
        {t('app.next')}
      </Button>
    </form>
  );
}
