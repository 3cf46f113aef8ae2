import type { OtpSendReply } from '@wallet/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { useToast } from '../../lib/feedback/toast/use-toast.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useProblemText } from './register-problem-text.ts';
import { sendOtp, verifyOtp } from './register-api.ts';
import { useAction } from '../../lib/actions/use-action.ts';
import { otpCodeProblem, type Problem } from './register-validation.ts';

interface Props {
  phone: string;
  otp: OtpSendReply;
  onVerified: (otpToken: string) => void;
  /** A resend may answer OTP_VERIFIED too; the wizard decides where that leads. */
  onResent: (otp: OtpSendReply) => void;
  onChangePhone: () => void;
}

export function OtpStep({ phone, otp, onVerified, onResent, onChangePhone }: Props) {
  const { t } = useI18n();
  const toast = useToast();
  const problemText = useProblemText();
  const { busy, run } = useAction({ onError: 'toast' });
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = otpCodeProblem(code);
    setProblem(found);
    if (found) return;
    void run(async () => {
      const reply = await verifyOtp({ otpToken: otp.otpToken, otpCode: code });
      onVerified(reply.otpToken);
    });
  };

  const resend = () =>
    void run(async () => {
      const reply = await sendOtp({ phoneNumber: phone });
      setCode('');
      toast.show('success', t('register.otpResent'));
      onResent(reply);
    });

  return (
    <form className="stack" onSubmit={submit} noValidate data-testid="register-step-otp">
      <p className="muted">{t('register.otpSentTo', { phone })}</p>
      <p className="otp-ref" data-testid="otp-ref">
        {t('register.otpRef', { ref: otp.otpRef })}
      </p>
      <TextField
        label={t('register.otpCode')}
        name="otpCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className="otp-field"
        value={code}
        onChange={(value) => {
          setProblem(null);
          setCode(value.replace(/\D/g, '').slice(0, 6));
        }}
        error={problemText(problem)}
      />
      <Button type="submit" block busy={busy}>
        {t('register.verify')}
      </Button>
      <div className="row register-links">
        <Button variant="ghost" onClick={resend} disabled={busy}>
          {t('register.resendOtp')}
        </Button>
        <Button variant="ghost" onClick={onChangePhone} disabled={busy}>
          {t('register.changePhone')}
        </Button>
      </div>
    </form>
  );
}
