import {
  OPERATOR_PASSWORD_MIN,
  operatorRoles,
  type CreateOperatorReply,
  type OperatorRole,
} from '@wallet/contract';
import { operatorsApi } from '@wallet/contract';
import { useSubmissionKeys } from '@wallet/web-client';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { MIN_REASON_LENGTH } from '../../components/ui/ConfirmWithReason.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { SelectField, TextArea, TextField } from '../../components/ui/Field.tsx';
import { sendChange } from '../../lib/api/send-change.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

interface Props {
  onClose(): void;
  onCreated(reply: CreateOperatorReply): void;
}

/** A new operator: login, name, role, a first password, and why. Every operator gets TOTP (ADR 0051). */
export function CreateOperatorDialog({ onClose, onCreated }: Props) {
  const { t } = useI18n();
  const keys = useSubmissionKeys();
  const [username, setUsername] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<OperatorRole>('support');
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const ready =
    /^[a-z0-9._-]{3,32}$/.test(username) &&
    name.trim() !== '' &&
    password.length >= OPERATOR_PASSWORD_MIN &&
    reason.trim().length >= MIN_REASON_LENGTH;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    setError(null);
    try {
      const reply = await sendChange(keys, operatorsApi.create, {
        body: {
          username,
          name: name.trim(),
          role,
          password,
          reason: reason.trim(),
        },
      });
      onCreated(reply);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
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
          value={username}
          autoComplete="off"
          onChange={(event) => setUsername(event.target.value.toLowerCase())}
          data-testid="operator-username"
        />
        <TextField
          label={t('members.name')}
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          data-testid="operator-name-input"
        />
        <SelectField
          label={t('operators.role')}
          value={role}
          onChange={(event) => setRole(event.target.value as OperatorRole)}
          data-testid="operator-role-select"
        >
          {operatorRoles.map((value) => (
            <option key={value} value={value}>
              {t(`role.${value}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('auth.password')}
          hint={t('operators.passwordHint', { min: OPERATOR_PASSWORD_MIN })}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          data-testid="operator-password"
        />
        <p className="muted" data-testid="operator-totp-always">
          {t('operators.totpAlways')}
        </p>
        <TextArea
          label={t('confirm.reason')}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          data-testid="operator-reason"
        />
        <ErrorNote error={error} />
        <div className="row row--end">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            variant="primary"
            disabled={!ready || busy}
            data-testid="operator-create-submit"
          >
            {t('operators.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
