import { isApiError } from '@wallet/web-client';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { LanguageSelect } from '../../components/ui/LanguageSelect.tsx';
import { TotpSecret } from '../../components/ui/TotpSecret.tsx';
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
  const { enrolling, busy, error, submit, confirm, cancel } = useSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(username.trim(), password, totp);
  }

  if (enrolling)
    return (
      <EnrolForm enrolling={enrolling} busy={busy} error={error} onConfirm={confirm} onCancel={cancel} />
    );
  return (
    <div className="sign-in">
      <form className="sign-in__card card stack" onSubmit={onSubmit} data-testid="sign-in-form">
        <div className="row row--between">
          <h1>{t('app.title')}</h1>
          <LanguageSelect />
        </div>
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
        <SignInError error={error} />
        <div className="row row--end">
          <Button
            type="submit"
            variant="primary"
            disabled={busy || (totp !== '' && !SIX_DIGITS.test(totp))}
            data-testid="sign-in-submit"
          >
            {busy ? t('common.working') : t('auth.signIn')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The first sign-in of an operator without an authenticator: scan, then confirm with a first code. */
function EnrolForm({
  enrolling,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  enrolling: Enrolling;
  busy: boolean;
  error: unknown;
  onConfirm(totp: string): Promise<void>;
  onCancel(): void;
}) {
  const { t } = useI18n();
  const [totp, setTotp] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void onConfirm(totp);
  }

  return (
    <div className="sign-in">
      <form className="sign-in__card card stack" onSubmit={onSubmit} data-testid="sign-in-enrol">
        <div className="row row--between">
          <h1>{t('auth.enrol.title')}</h1>
          <LanguageSelect />
        </div>
        <p>{t('auth.enrol.explain')}</p>
        <p className="mono">{enrolling.username}</p>
        <TotpSecret enrolment={enrolling.enrolment} />
        <CodeField value={totp} onChange={setTotp} required />
        <ErrorNote error={error} testId="sign-in-error" />
        <div className="row row--end">
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            variant="primary"
            disabled={busy || !SIX_DIGITS.test(totp)}
            data-testid="enrol-submit"
          >
            {busy ? t('common.working') : t('auth.enrol.confirm')}
          </Button>
        </div>
      </form>
    </div>
  );
}

function CodeField({
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

/** A failed sign-in in the back-office's words: one message whatever was wrong. */
function SignInError({ error }: { error: unknown }) {
  const { t } = useI18n();
  if (isApiError(error) && error.code === 'WRONG_CREDENTIAL')
    return (
      <p className="error-note" role="alert" data-testid="sign-in-error">
        {t('auth.wrongCredential')}
      </p>
    );
  return <ErrorNote error={error} testId="sign-in-error" />;
}
