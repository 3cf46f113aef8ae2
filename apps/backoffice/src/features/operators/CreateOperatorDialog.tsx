import { operatorRoles, operatorsApi, type OperatorGrantReply, type OperatorRole } from '@wallet/contract';
import type { FormEvent } from 'react';
import { ActionFooter } from '../../components/ui/ActionFooter.tsx';
import { MIN_REASON_LENGTH } from '../../components/ui/ConfirmWithReason.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { SelectField, TextArea, TextField } from '../../components/ui/Field.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { useFormValues } from '../../lib/forms/use-form-values.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { queueKeys } from '../../lib/realtime/queue-keys.ts';
import { operatorReads } from './operators-api.ts';

interface Props {
  onClose(): void;
  onCreated(reply: OperatorGrantReply): void;
}

/**
 * A new operator: login, name, role, and why. No password: the operator sets its own, and its
 * TOTP, through the enrolment link the answer carries (ADR 0129).
 */
export function CreateOperatorDialog({ onClose, onCreated }: Props) {
  const { t } = useI18n();
  // The new operator may wait for a second admin: the queues' counts change too.
  const action = useAction({ refresh: [...operatorReads, queueKeys.summary] });
  const { values, setValues, bind } = useFormValues({
    username: '',
    name: '',
    role: 'support',
    reason: '',
  });
  const { username, name, reason } = values;
  const ready =
    /^[a-z0-9._-]{3,32}$/.test(username) && name.trim() !== '' && reason.trim().length >= MIN_REASON_LENGTH;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    await action.run(async () => {
      const role = values.role as OperatorRole;
      const body = { username, name: name.trim(), role, reason: reason.trim() };
      onCreated(await action.send(operatorsApi.create, { body }));
    });
  }

  return (
    <Dialog
      title={t('operators.create')}
      onClose={onClose}
      closeLabel={t('common.close')}
      testId="create-operator"
    >
      <form className="stack" onSubmit={onSubmit}>
        <TextField
          label={t('auth.username')}
          hint={t('operators.usernameHint')}
          autoComplete="off"
          {...bind('username', 'operator-username')}
          // Logins are lower case: what is typed shows as it will be stored.
          onChange={(event) => setValues({ ...values, username: event.target.value.toLowerCase() })}
        />
        <TextField label={t('members.name')} maxLength={100} {...bind('name', 'operator-name-input')} />
        <SelectField label={t('operators.role')} {...bind('role', 'operator-role-select')}>
          {operatorRoles.map((value) => (
            <option key={value} value={value}>
              {t(`role.${value}`)}
            </option>
          ))}
        </SelectField>
        <p className="muted" data-testid="operator-totp-always">
          {t('operators.totpAlways')}
        </p>
        <TextArea label={t('confirm.reason')} maxLength={500} {...bind('reason', 'operator-reason')} />
        <ActionFooter
          action={action}
          submitLabel={t('operators.create')}
          ready={ready}
          onCancel={onClose}
          submitTestId="operator-create-submit"
        />
      </form>
    </Dialog>
  );
}
