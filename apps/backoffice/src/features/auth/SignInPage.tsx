import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { LanguageSelect } from '../../components/ui/LanguageSelect.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useSignIn } from './use-sign-in.ts';
import './sign-in.css';

/** Username and password, then (admin and finance always) the authenticator's six-digit code. */
export function SignInPage() {
  const { t } = useI18n();
  const { step, busy, error, submit, back } = useSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(username.trim(), password, step === 'totp' ? totp : undefined);
  }

  return (
    <div className="sign-in">
      <form className="sign-in__card card stack" onSubmit={onSubmit} data-testid={`sign-in-${step}`}>
        <div className="row row--between">
          <h1>{t('app.title')}</h1>
          <LanguageSelect />
        </div>
        {step === 'password' ? (
          <>
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
          </>
        ) : (
          <>
            <p className="muted">{t('auth.totpPrompt', { username })}</p>
            <TextField
              label={t('auth.totp')}
              name="totp"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              value={totp}
              onChange={(event) => setTotp(event.target.value.replace(/\D/g, ''))}
              required
            />
          </>
        )}
        <ErrorNote error={error} testId="sign-in-error" />
        <div className="row row--end">
          {step === 'totp' && <Button onClick={back}>{t('common.back')}</Button>}
          <Button
            type="submit"
            variant="primary"
            disabled={busy || (step === 'totp' && totp.length !== 6)}
            data-testid="sign-in-submit"
          >
            {busy ? t('common.working') : t(step === 'password' ? 'auth.continue' : 'auth.signIn')}
          </Button>
        </div>
      </form>
    </div>
  );
}
