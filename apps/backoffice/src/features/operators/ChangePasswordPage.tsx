import { OPERATOR_PASSWORD_MIN } from '@wallet/contract';
import { useState, type FormEvent } from 'react';
import { ActionFooter } from '../../components/ui/ActionFooter.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { useFormValues } from '../../lib/forms/use-form-values.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { changeOwnPassword } from './own-password-api.ts';
import './own-password.css';

const EMPTY = { current: '', next: '', repeat: '' };

/**
 * The operator's own password: the current one (the server checks it as sign-in does), the new
 * one twice. No reason dialog: it changes nobody else, and the current password is the
 * confirmation. The other sessions end; this one stays signed in.
 */
export function ChangePasswordPage() {
  const { t } = useI18n();
  const action = useAction();
  const { values, setValues, bind } = useFormValues(EMPTY);
  const [done, setDone] = useState(false);
  const { current, next, repeat } = values;
  // Said as soon as the second copy is as long as the first: not on every key before that.
  const mismatch = repeat !== '' && repeat.length >= next.length && repeat !== next;
  const ready = current !== '' && next.length >= OPERATOR_PASSWORD_MIN && repeat === next;

  const password = (name: keyof typeof EMPTY, testId: string) => ({
    type: 'password',
    autoComplete: name === 'current' ? 'current-password' : 'new-password',
    ...bind(name, testId),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    setDone(false);
    await action.run(async () => {
      await changeOwnPassword({ currentPassword: current, newPassword: next });
      setValues(EMPTY);
      setDone(true);
    });
  }

  return (
    <div className="stack">
      <h1>{t('account.changePassword')}</h1>
      <form className="card stack own-password" onSubmit={onSubmit} data-testid="own-password-form">
        <p className="muted">{t('account.explain')}</p>
        <TextField label={t('account.currentPassword')} {...password('current', 'own-password-current')} />
        <TextField
          label={t('account.newPassword')}
          hint={t('operators.passwordHint', { min: OPERATOR_PASSWORD_MIN })}
          {...password('next', 'own-password-new')}
        />
        <TextField
          label={t('account.repeatPassword')}
          error={mismatch ? t('account.mismatch') : null}
          {...password('repeat', 'own-password-repeat')}
        />
        {done && (
          <p className="own-password__done" role="status" data-testid="own-password-done">
            {t('account.changed')}
          </p>
        )}
        <ActionFooter
          action={action}
          submitLabel={t('account.submit')}
          ready={ready}
          errorTestId="own-password-error"
          submitTestId="own-password-submit"
        />
      </form>
    </div>
  );
}
