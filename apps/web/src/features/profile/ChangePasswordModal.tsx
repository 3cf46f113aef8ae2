import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@wallet/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { useLoadingOverlay } from '../../components/ui/loading-overlay/use-loading-overlay.ts';
import { Modal } from '../../components/ui/Modal.tsx';
import { PasswordField } from '../../components/ui/PasswordField.tsx';
import { useResultDialog } from '../../components/ui/result-dialog/use-result-dialog.ts';
import type { MessageRef } from '../../lib/i18n/message-ref.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { changePassword } from './profile-api.ts';
import {
  isComplete,
  passwordProblems,
  type PasswordProblems,
  type PasswordValues,
} from './password-validation.ts';

const EMPTY: PasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Server errors (a wrong current password...) show in the error alert; success closes the form. */
export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const { t, errorText } = useI18n();
  const { track } = useLoadingOverlay();
  const { showSuccess, showError } = useResultDialog();
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<PasswordProblems>({});
  const change = useMutation({ mutationFn: (body: ChangePasswordRequest) => track(changePassword(body)) });
  const busy = change.isPending;

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !isComplete(values)) return;
    const found = passwordProblems(values);
    setProblems(found);
    if (found.newPassword || found.confirmPassword) return;
    try {
      await change.mutateAsync({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      showSuccess(t('profile.passwordChanged'));
      onClose();
    } catch (error) {
      showError(errorText(error));
    }
  };

  const problemText = (problem?: MessageRef) => (problem ? t(problem.key, problem.vars) : null);

  return (
    <Modal
      open
      title={t('profile.changePassword')}
      onClose={onClose}
      closeLabel={t('app.close')}
      testId="change-password-modal"
    >
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <PasswordField label={t('profile.oldPassword')} {...field('oldPassword', 'change-password-old')} />
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
    </Modal>
  );
}
