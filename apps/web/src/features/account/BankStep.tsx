import { useQuery } from '@tanstack/react-query';
import {
  joinAccountName,
  LAO_CURRENCIES,
  REGISTER_REDIRECT_MS,
  type LaoCurrency,
  type SiteVariant,
} from '@wallet/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { BankPicker, Select } from '@wallet/web-client/member-ui';
import { TextField } from '../../components/ui/TextField.tsx';
import { useToast } from '../../lib/feedback/toast/use-toast.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { forgetInviteCode } from './invite-code.ts';
import { useProblemText } from './register-problem-text.ts';
import { banksQuery, register } from './register-api.ts';
import { useAction } from '../../lib/actions/use-action.ts';
import {
  bankProblems,
  hasProblems,
  type BankValues,
  type Problems,
  type ProfileValues,
} from './register-validation.ts';

interface Props {
  variant: SiteVariant;
  phone: string;
  profile: ProfileValues;
  /** The verified OTP's token; absent when OTP registration is off. */
  otpToken: string | undefined;
  onBack: () => void;
}

const EMPTY: BankValues = { bankCode: '', accountNo: '', firstName: '', lastName: '' };

export function BankStep({ variant, phone, profile, otpToken, onBack }: Props) {
  const { t, locale } = useI18n();
  const toast = useToast();
  const navigate = useNavigate();
  const problemText = useProblemText();
  const { busy, run } = useAction({ onError: 'toast' });
  const banks = useQuery(banksQuery);
  const [values, setValues] = useState(EMPTY);
  const [currency, setCurrency] = useState<LaoCurrency>('LAK');
  const [problems, setProblems] = useState<Problems<keyof BankValues>>({});
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/login', { replace: true }), REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const field = (name: keyof BankValues, clean: (v: string) => string = (v) => v) => ({
    value: values[name],
    error: problemText(problems[name]),
    onChange: (value: string) => {
      setProblems((current) => ({ ...current, [name]: undefined }));
      setValues((current) => ({ ...current, [name]: clean(value) }));
    },
  });

  const accountName = joinAccountName(values.firstName, values.lastName);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = bankProblems(values);
    setProblems(found);
    if (hasProblems(found) || done) return;
    void run(async () => {
      await register(
        {
          name: profile.name.trim(),
          username: phone,
          password: profile.password,
          ...(profile.sourceCode ? { sourceCode: profile.sourceCode } : {}),
          inviteCode: profile.inviteCode.trim(),
          bankCode: values.bankCode,
          bankAccountName: accountName,
          bankAccountNo: values.accountNo,
          ...(variant === 'la' ? { currency } : {}),
        },
        otpToken,
      );
      forgetInviteCode();
      toast.show('success', t('register.success'));
      setDone(true);
    });
  };

  return (
    <form className="stack" onSubmit={submit} noValidate data-testid="register-step-bank">
      {variant === 'th' ? <p className="register-tip">{t('register.recommendedBanks')}</p> : null}
      <BankPicker banks={banks.data ?? []} locale={locale} variant={variant} t={t} {...field('bankCode')} />
      <TextField
        label={t('register.accountNo')}
        name="bankAccountNo"
        inputMode="numeric"
        {...field('accountNo', (v) => v.replace(/\D/g, ''))}
      />
      <TextField
        label={t('register.firstName')}
        name="firstName"
        autoComplete="given-name"
        className="field--upper"
        {...field('firstName')}
      />
      <TextField
        label={t('register.lastName')}
        name="lastName"
        autoComplete="family-name"
        className="field--upper"
        {...field('lastName')}
      />
      {accountName ? (
        <p className="account-name-preview" data-testid="account-name-preview">
          {t('register.accountName', { name: accountName })}
        </p>
      ) : null}
      {variant === 'la' ? (
        <Select
          label={t('register.currency')}
          name="currency"
          value={currency}
          options={LAO_CURRENCIES.map((c) => ({ value: c, label: t(`register.currency${c}`) }))}
          onChange={(value) => setCurrency(value === 'BAHT' ? 'BAHT' : 'LAK')}
        />
      ) : null}
      <Button type="submit" block busy={busy} disabled={done}>
        {t('register.submit')}
      </Button>
      <Button variant="ghost" block onClick={onBack} disabled={busy || done}>
        {t('app.back')}
      </Button>
    </form>
  );
}
