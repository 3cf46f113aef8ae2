import { useState, type FormEvent, type ReactNode } from 'react';
import { ActionFooter } from '../../components/ui/ActionFooter.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { LanguageSelect } from '../../components/ui/LanguageSelect.tsx';
import { TotpSecret } from '../../components/ui/TotpSecret.tsx';
import type { Action } from '../../lib/actions/use-action.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useSignIn, type Enrolling } from './use-sign-in.ts';
import './sign-in.css';

const SIX_DIGITS = /^\d{6}$/;

/**
 * Username, password and the authenticator's six-digit code on one form (ADR 0051). An operator
 * without an authenticator yet leaves the code empty; its right password shows the secret to
 * scan, and its first code signs it in.
 */
export function SignInPage() {
  const { t } = useI18n();
  const { enrolling, action, submit, confirm, cancel } = useSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');

  if (enrolling)
    return <EnrolForm enrolling={enrolling} action={action} onConfirm={confirm} onCancel={cancel} />;
  return (
    <SignInCard
      title={t('app.title')}
      onSubmit={() => void submit(username.trim(), password, totp)}
      testId="sign-in-form"
    >
      <TextField
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        required
      />
      <TextField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      <CodeField value={totp} onChange={setTotp} hint={t('auth.totpHint')} />
      <ActionFooter
        action={action}
        submitLabel={t('auth.signIn')}
        ready={totp === '' || SIX_DIGITS.test(totp)}
        errorTestId="sign-in-error"
        submitTestId="sign-in-submit"
      />
    </SignInCard>
  );
}

/** The first sign-in of an operator without an authenticator: scan, then confirm with a first code. */
function EnrolForm({
  enrolling,
  action,
  onConfirm,
  onCancel,
}: {
  enrolling: Enrolling;
  action: Action;
  onConfirm(totp: string): Promise<unknown>;
  onCancel(): void;
}) {
  const { t } = useI18n();
  const [totp, setTotp] = useState('');
  return (
    <SignInCard title={t('auth.enrol.title')} onSubmit={() => void onConfirm(totp)} testId="sign-in-enrol">
      <p>{t('auth.enrol.explain')}</p>
      <p className="mono">{enrolling.username}</p>
      <TotpSecret enrolment={enrolling.enrolment} />
      <CodeField value={totp} onChange={setTotp} required />
      <ActionFooter
        action={action}
        submitLabel={t('auth.enrol.confirm')}
        ready={SIX_DIGITS.test(totp)}
        onCancel={onCancel}
        errorTestId="sign-in-error"
        submitTestId="enrol-submit"
      />
    </SignInCard>
  );
}

/** The signed-out screen's card: its title beside the language choice, then the form. */
export function SignInCard({
  title,
  onSubmit,
  testId,
  children,
}: {
  title: string;
  onSubmit(): void;
  testId: string;
  children: ReactNode;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <div className="sign-in">
      <form className="sign-in__card card stack" onSubmit={submit} data-testid={testId}>
        <div className="row row--between">
          <h1>{title}</h1>
          <LanguageSelect />
        </div>
        {children}
      </form>
    </div>
  );
}

export function CodeField({
  value,
  onChange,
  hint,
  required,
}: {
  value: string;
  onChange(value: string): void;
  hint?: string;
  required?: boolean;
}) {
  const { t } = useI18n();
  return (
    <TextField
      label={t('auth.totp')}
      hint={hint}
      name="totp"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="\d{6}"
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      required={required}
    />
  );
}
