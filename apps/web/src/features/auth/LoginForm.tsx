import { Link } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { Checkbox } from '../../components/ui/Checkbox.tsx';
import { PasswordField } from '../../components/ui/PasswordField.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useLoginForm } from './use-login-form.ts';

export function LoginForm() {
  const { t, errorText } = useI18n();
  const form = useLoginForm();
  const errorId = 'login-error';

  return (
    <form
      className="stack"
      onSubmit={form.submit}
      noValidate
      aria-describedby={form.error ? errorId : undefined}
    >
      <TextField
        label={t('login.phone')}
        name="username"
        type="tel"
        inputMode="numeric"
        autoComplete="username"
        value={form.phone}
        onChange={form.setPhone}
      />
      <PasswordField
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        value={form.password}
        onChange={form.setPassword}
        showLabel={t('app.showPassword')}
        hideLabel={t('app.hidePassword')}
      />
      <Checkbox
        label={t('login.remember')}
        name="isRemember"
        checked={form.remember}
        onChange={form.setRemember}
      />
      <Button type="submit" block busy={form.busy} data-testid="login-submit">
        {t('login.submit')}
      </Button>
      {form.error ? (
        <p id={errorId} className="login-error" role="alert" data-testid="login-error">
          {errorText(form.error)}
        </p>
      ) : null}
      <p className="center muted login-register">
        {t('login.noAccount')}{' '}
        <Link className="tap-link" to="/register" data-testid="login-register-link">
          {t('login.registerLink')}
        </Link>
      </p>
    </form>
  );
}
