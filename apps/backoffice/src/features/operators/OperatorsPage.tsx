import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  operatorRoles,
  operatorsApi,
  type OperatorListItem,
  type OperatorRole,
  type TotpEnrolment,
} from '@wallet/contract';
import { useSubmissionKeys } from '@wallet/web-client';
import { useState } from 'react';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmWithReason } from '../../components/ui/ConfirmWithReason.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { SecretOnce } from '../../components/ui/SecretOnce.tsx';
import { sendChange } from '../../lib/api/send-change.ts';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { CreateOperatorDialog } from './CreateOperatorDialog.tsx';
import { OperatorSessions } from './OperatorSessions.tsx';
import { operatorKeys, operatorsQuery } from './operators-api.ts';
import { TotpEnrolmentView } from './TotpEnrolmentView.tsx';
import './operators.css';

type Change =
  | { kind: 'role'; operator: OperatorListItem; role: OperatorRole }
  | { kind: 'active'; operator: OperatorListItem; active: boolean }
  | { kind: 'totp'; operator: OperatorListItem }
  | { kind: 'password'; operator: OperatorListItem }
  | { kind: 'unlock'; operator: OperatorListItem };

/** Whole minutes, rounded up, of a wait in seconds. */
const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * The operators (admin only): create, change a role, disable, new TOTP or password, clear a
 * sign-in lock, end sessions.
 */
export function OperatorsPage() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  const list = useQuery(operatorsQuery);
  const [creating, setCreating] = useState(false);
  const [change, setChange] = useState<Change | null>(null);
  const [enrolment, setEnrolment] = useState<{ username: string; enrolment: TotpEnrolment } | null>(null);
  const [password, setPassword] = useState<{ username: string; password: string } | null>(null);

  async function apply(reason: string) {
    if (!change) return;
    const params = { operatorId: change.operator.id };
    if (change.kind === 'role' || change.kind === 'active') {
      const body = change.kind === 'role' ? { role: change.role, reason } : { active: change.active, reason };
      const reply = await sendChange(keys, operatorsApi.update, { params, body });
      // A promotion to a role that needs TOTP made a secret: this is the only time it is shown.
      if (reply.enrolment) setEnrolment({ username: reply.operator.username, enrolment: reply.enrolment });
    } else if (change.kind === 'totp') {
      const reply = await sendChange(keys, operatorsApi.resetTotp, { params, body: { reason } });
      setEnrolment({ username: reply.operator.username, enrolment: reply.enrolment });
    } else if (change.kind === 'unlock') {
      await sendChange(keys, operatorsApi.unlock, { params, body: { reason } });
    } else {
      const reply = await sendChange(keys, operatorsApi.resetPassword, { params, body: { reason } });
      setPassword({ username: change.operator.username, password: reply.password });
    }
    await queryClient.invalidateQueries({ queryKey: operatorKeys.all });
  }

  return (
    <div className="stack">
      <div className="row row--between">
        <h1>{t('nav.operators')}</h1>
        <Button variant="primary" onClick={() => setCreating(true)} data-testid="operator-create">
          {t('operators.create')}
        </Button>
      </div>
      <ErrorNote error={list.error} />
      <div className="card table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th>{t('auth.username')}</th>
              <th>{t('members.name')}</th>
              <th>{t('operators.role')}</th>
              <th>{t('queues.col.status')}</th>
              <th>{t('operators.lastLogin')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.data?.operators.map((operator) => (
              <tr key={operator.id} data-testid="operator-row" data-username={operator.username}>
                <td className="mono">
                  {operator.username} <span className="muted">#{operator.id}</span>
                </td>
                <td>{operator.name}</td>
                <td>
                  <select
                    className="field__control operators__role"
                    aria-label={t('operators.role')}
                    value={operator.role}
                    onChange={(event) =>
                      setChange({ kind: 'role', operator, role: event.target.value as OperatorRole })
                    }
                  >
                    {operatorRoles.map((value) => (
                      <option key={value} value={value}>
                        {t(`role.${value}`)}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <div className="row">
                    <Badge tone={operator.active ? 'good' : 'bad'}>
                      {t(operator.active ? 'operators.active' : 'operators.disabled')}
                    </Badge>
                    {operator.totp ? (
                      <Badge tone="info">TOTP</Badge>
                    ) : (
                      <Badge tone="warn">{t('operators.noTotp')}</Badge>
                    )}
                    {operator.signInLockedFor > 0 && (
                      <Badge tone="bad">
                        <span data-testid="operator-locked">
                          {t('operators.locked', { minutes: minutesOf(operator.signInLockedFor) })}
                        </span>
                      </Badge>
                    )}
                  </div>
                </td>
                <td>{operator.lastLoginAt ? formatDateTime(operator.lastLoginAt) : '—'}</td>
                <td>
                  <div className="row">
                    {operator.signInLockedFor > 0 && (
                      <Button
                        small
                        variant="primary"
                        onClick={() => setChange({ kind: 'unlock', operator })}
                        data-testid="operator-unlock"
                      >
                        {t('operators.unlock')}
                      </Button>
                    )}
                    <Button
                      small
                      onClick={() => setChange({ kind: 'active', operator, active: !operator.active })}
                    >
                      {t(operator.active ? 'operators.disable' : 'operators.enable')}
                    </Button>
                    <Button small onClick={() => setChange({ kind: 'totp', operator })}>
                      {t('operators.resetTotp')}
                    </Button>
                    <Button small onClick={() => setChange({ kind: 'password', operator })}>
                      {t('operators.resetPassword')}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <OperatorSessions />
      {creating && (
        <CreateOperatorDialog
          onClose={() => setCreating(false)}
          onCreated={(reply) => {
            setCreating(false);
            void queryClient.invalidateQueries({ queryKey: operatorKeys.all });
            setEnrolment({ username: reply.operator.username, enrolment: reply.enrolment });
          }}
        />
      )}
      {change && (
        <ConfirmWithReason
          title={t(`operators.confirm.${change.kind}`)}
          summary={<ChangeSummary change={change} />}
          confirmLabel={t('common.confirm')}
          danger={change.kind === 'active' && !change.active}
          onConfirm={apply}
          onClose={() => setChange(null)}
        />
      )}
      {enrolment && (
        <TotpEnrolmentView
          username={enrolment.username}
          enrolment={enrolment.enrolment}
          onClose={() => setEnrolment(null)}
        />
      )}
      {password && (
        <SecretOnce
          title={t('operators.resetPassword')}
          forWhom={password.username}
          secret={password.password}
          onClose={() => setPassword(null)}
        />
      )}
    </div>
  );
}

function ChangeSummary({ change }: { change: Change }) {
  const { t } = useI18n();
  const who = `${change.operator.name} (${change.operator.username})`;
  switch (change.kind) {
    case 'role':
      return (
        <>
          <p>
            {t('operators.explain.role', {
              who,
              from: t(`role.${change.operator.role}`),
              to: t(`role.${change.role}`),
            })}
          </p>
          {change.role !== change.operator.role && !change.operator.totp && (
            <p data-testid="role-needs-totp">{t('operators.explain.roleTotp')}</p>
          )}
        </>
      );
    case 'active':
      return <p>{t(change.active ? 'operators.explain.enable' : 'operators.explain.disable', { who })}</p>;
    case 'totp':
      return <p>{t('operators.explain.totp', { who })}</p>;
    case 'password':
      return <p>{t('operators.explain.password', { who })}</p>;
    case 'unlock':
      return (
        <p>{t('operators.explain.unlock', { who, minutes: minutesOf(change.operator.signInLockedFor) })}</p>
      );
  }
}
