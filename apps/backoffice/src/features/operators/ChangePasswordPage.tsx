import { OPERATOR_PASSWORD_MIN } from '@wallet/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { changeOwnPassword } from './own-password-api.ts';
import './account.css';

/**
 * The operator's own password: the current one (the server checks it as sign-in does), the new
 * one twice. No reason dialog: it changes nobody else, and the current password is the
 * confirmation. The other sessions end; this one stays signed in.
 */
export function ChangePasswordPage() {
  const { t } = useI18n();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  // Said as soon as the second copy is as long as the first: not on every key before that.
  const mismatch = repeat !== '' && repeat.length >= next.length && repeat !== next;
  const ready = current !== '' && next.length >= OPERATOR_PASSWORD_MIN && repeat === next;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      await changeOwnPassword({ currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setRepeat('');
      setDone(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="stack">
      <h1>{t('account.changePassword')}</h1>
      <form className="card stack own-password" onSubmit={onSubmit} data-testid="own-password-form">
        <p className="muted">{t('account.explain')}</p>
        <TextField
          label={t('account.currentPassword')}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          data-testid="own-password-current"
        />
        <TextField
          label={t('account.newPassword')}
          hint={t('operators.passwordHint', { min: OPERATOR_PASSWORD_MIN })}
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(event) => setNext(event.target.value)}
          data-testid="own-password-new"
        />
        <TextField
          label={t('account.repeatPassword')}
          type="password"
          autoComplete="new-password"
          value={repeat}
          error={mismatch ? t('account.mismatch') : null}
          onChange={(event) => setRepeat(event.target.value)}
          data-testid="own-password-repeat"
        />
        <ErrorNote error={error} testId="own-password-error" />
        {done && (
          <p className="own-password__done" role="status" data-testid="own-password-done">
            {t('account.changed')}
          </p>
        )}
        <div className="row row--end">
          <Button type="submit" variant="primary" disabled={!ready || busy} data-testid="own-password-submit">
            {busy ? t('common.working') : t('account.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
