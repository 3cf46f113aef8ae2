import { useQueryClient } from '@tanstack/react-query';
import { accountApi, isEnglishAccountName, normaliseAccountName } from '@wallet/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { useLoadingOverlay } from '../../../lib/feedback/loading-overlay/use-loading-overlay.ts';
import { Modal } from '../../../components/ui/Modal.tsx';
import { useResultDialog } from '../../../lib/feedback/result-dialog/use-result-dialog.ts';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useAction } from '../../../lib/actions/use-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { routeScope } from '@wallet/web-client';
import { updateBankAccountName } from '../home-api.ts';

interface Props {
  bankCode: string;
  onClose: () => void;
  onSaved: (bankAccountName: string) => void;
}

/** Spec doc 2 section 2 "Edit bank account name modal": upper-cased, A-Z and spaces only. */
export function EditBankNameModal({ bankCode, onClose, onSaved }: Props) {
  const { t } = useI18n();
  const { track } = useLoadingOverlay();
  const { showSuccess } = useResultDialog();
  const { busy, run } = useAction({ onError: 'dialog' });
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bankAccountName = normaliseAccountName(name);
    const ok = isEnglishAccountName(bankAccountName);
    setInvalid(!ok);
    if (!ok) return;
    void run(async () => {
      const profile = await track(updateBankAccountName({ bankCode, bankAccountName }));
      // The profile screen shows the name too; the wallet's copy is patched by onSaved.
      await client.invalidateQueries({ queryKey: routeScope(accountApi.profile) });
      onSaved(profile.bankAccountName);
      showSuccess(t('bankName.saved'));
      onClose();
    });
  };

  return (
    <Modal
      open
      title={t('bankName.title')}
      onClose={onClose}
      closeLabel={t('app.close')}
      testId="bank-name-modal"
    >
      <form className="stack" onSubmit={submit} noValidate>
        <TextField
          label={t('bankName.label')}
          value={name}
          onChange={(value) => {
            setInvalid(false);
            setName(value.toUpperCase());
          }}
          hint={t('bankName.hint')}
          error={invalid ? t('bankName.requiredEngLangMsg') : null}
          autoComplete="off"
          autoCapitalize="characters"
          data-testid="bank-name-input"
        />
        <Button type="submit" block busy={busy} data-testid="bank-name-submit">
          {t('bankName.submit')}
        </Button>
      </form>
    </Modal>
  );
}
