import { Modal } from '../../components/ui/Modal.tsx';
import { useResultDialog } from '../../lib/feedback/result-dialog/use-result-dialog.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

/** The profile's change-password modal: success says so and closes it. */
export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const { showSuccess } = useResultDialog();
  return (
    <Modal
      open
      title={t('profile.changePassword')}
      onClose={onClose}
      closeLabel={t('app.close')}
      testId="change-password-modal"
    >
      <ChangePasswordForm
        onChanged={() => {
          showSuccess(t('profile.passwordChanged'));
          onClose();
        }}
      />
    </Modal>
  );
}
