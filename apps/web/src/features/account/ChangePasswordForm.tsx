import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { useLoadingOverlay } from '../../lib/feedback/loading-overlay/use-loading-overlay.ts';
import { PasswordField } from '../../components/ui/PasswordField.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import type { MessageRef } from '../../lib/i18n/message-ref.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { changePassword } from './account-api.ts';
import {
  isComplete,
  passwordProblems,
  type PasswordProblems,
  type PasswordValues,
} from './password-validation.ts';

interface Props {
  /**
   * The current password when the app already holds it (the one-time password just typed at
   * login, ADR 0053): its field is not shown and the member types only the new one twice.
   */
  currentPassword?: string | null;
  onChanged: () => void;
}

/**
 * Current, new and confirm (spec doc 2 section 5), for the profile's modal and the new-password
 * screen. Server errors (a wrong current password...) show in the error dialog and keep the input.
 */
export function ChangePasswordForm({ currentPassword, onChanged }: Props) {
  const { t } = useI18n();
  const { track } = useLoadingOverlay();
  const { busy, run } = useAction({ onError: 'dialog' });
  const [values, setValues] = useState<PasswordValues>({
    oldPassword: currentPassword ?? '',
    newPassword: '',
    confirmPassword: '',
  });
  const [problems, setProblems] = useState<PasswordProblems>({});

  const field = (name: keyof PasswordValues, testId: string) => ({
    value: values[name],
    onChange: (value: string) => {
      setProblems({});
      setValues((current) => ({ ...current, [name]: value }));
    },
    showLabel: t('app.showPassword'),
    hideLabel: t('app.hidePassword'),
    autoComplete: name === 'oldPassword' ? 'current-password' : 'new-password',
    'data-testid': testId,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !isComplete(values)) return;
    const found = passwordProblems(values);
    setProblems(found);
    if (found.newPassword || found.confirmPassword) return;
    void run(async () => {
      await track(changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword }));
      onChanged();
    });
  };

  const problemText = (problem?: MessageRef) => (problem ? t(problem.key, problem.vars) : null);

  return (
    <form className="stack" onSubmit={submit} noValidate>
      {currentPassword ? null : (
        <PasswordField label={t('profile.oldPassword')} {...field('oldPassword', 'change-password-old')} />
      )}
      <PasswordField
        label={t('profile.newPassword')}
        error={problemText(problems.newPassword)}
        {...field('newPassword', 'change-password-new')}
      />
      <PasswordField
        label={t('profile.confirmPassword')}
        error={problemText(problems.confirmPassword)}
        {...field('confirmPassword', 'change-password-confirm')}
      />
      <Button type="submit" block busy={busy} data-testid="change-password-submit">
        {t('profile.submit')}
      </Button>
    </form>
  );
}
