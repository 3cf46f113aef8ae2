import { useQuery } from '@tanstack/react-query';
import type { OtpSendReply, SiteVariant } from '@wallet/contract';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { BankStep } from './BankStep.tsx';
import { resolveInviteCode } from './invite-code.ts';
import { OtpStep } from './OtpStep.tsx';
import { PhoneStep } from './PhoneStep.tsx';
import { ProfileStep } from './ProfileStep.tsx';
import { shownSteps, StepIndicator, type Step } from './StepIndicator.tsx';
import { registerOtpQuery } from './register-api.ts';
import type { ProfileValues } from './register-validation.ts';

/**
 * The four-step registration (spec doc 1 sections 2 and 4): phone → OTP (only when enabled and
 * the phone is not verified yet) → profile (server-validated) → bank (registers).
 */
export function RegisterWizard({ variant }: { variant: SiteVariant }) {
  const { search } = useLocation();
  const [invite] = useState(() => resolveInviteCode(search));
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState<OtpSendReply | null>(null);
  // Known once the phone is sent (OTP off, or the phone already verified); until then the switch.
  const [otpSkipped, setOtpSkipped] = useState<boolean | null>(null);
  const otpSwitch = useQuery(registerOtpQuery);
  const withOtp = otpSkipped === null ? otpSwitch.data?.registerOTP !== false : !otpSkipped;
  const [profile, setProfile] = useState<ProfileValues>({
    name: '',
    password: '',
    confirmPassword: '',
    sourceCode: '',
    inviteCode: invite.code,
  });

  const afterSend = (reply: OtpSendReply | null) => {
    const skipped = reply === null || reply.code === 'OTP_VERIFIED';
    setOtp(reply);
    setOtpSkipped(skipped);
    setStep(skipped ? 'profile' : 'otp');
  };

  return (
    <div className="stack">
      <StepIndicator step={step} steps={shownSteps(withOtp)} />
      {step === 'phone' ? (
        <PhoneStep
          variant={variant}
          initialPhone={phone}
          onDone={(nextPhone, reply) => {
            setPhone(nextPhone);
            afterSend(reply);
          }}
        />
      ) : null}
      {step === 'otp' && otp ? (
        <OtpStep
          phone={phone}
          otp={otp}
          onVerified={(otpToken) => {
            setOtp({ ...otp, otpToken });
            setStep('profile');
          }}
          onResent={afterSend}
          onChangePhone={() => setStep('phone')}
        />
      ) : null}
      {step === 'profile' ? (
        <ProfileStep
          phone={phone}
          initial={profile}
          inviteLocked={invite.locked}
          onDone={(values) => {
            setProfile(values);
            setStep('bank');
          }}
        />
      ) : null}
      {step === 'bank' ? (
        <BankStep
          variant={variant}
          phone={phone}
          profile={profile}
          otpToken={otp?.otpToken}
          onBack={() => setStep('profile')}
        />
      ) : null}
    </div>
  );
}
