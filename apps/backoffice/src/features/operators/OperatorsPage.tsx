import { useQuery } from '@tanstack/react-query';
import {
  operatorRoles,
  operatorsApi,
  type EnrolmentLink,
  type OperatorGrantReply,
  type OperatorListItem,
  type OperatorRole,
} from '@wallet/contract';
import { useState } from 'react';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmWithReason } from '../../components/ui/ConfirmWithReason.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useOperator } from '../../lib/operator/use-operator.ts';
import { queueKeys } from '../../lib/realtime/queue-keys.ts';
import { CreateOperatorDialog } from './CreateOperatorDialog.tsx';
import { OperatorSessions } from './OperatorSessions.tsx';
import { operatorReads, operatorsQuery } from './operators-api.ts';
import { EnrolmentLinkView } from './EnrolmentLinkView.tsx';
import { ConfirmGrantButton, PendingNote } from './PendingGrant.tsx';
import './operators.css';

type Change =
  | { kind: 'role'; operator: OperatorListItem; role: OperatorRole }
  | { kind: 'active'; operator: OperatorListItem; active: boolean }
  | { kind: 'totp'; operator: OperatorListItem }
  | { kind: 'password'; operator: OperatorListItem }
  | { kind: 'unlock'; operator: OperatorListItem };

/** A link to show once: for whom, the link, and whether a second admin must confirm. */
interface Shown {
  forWhom: string;
  link: EnrolmentLink;
  needsConfirmation: boolean;
}

/** Whole minutes, rounded up, of a wait in seconds. */
const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * The operators (admin only): create, change a role, disable, re-enrol or reset a password,
 * clear a sign-in lock, end sessions. What an admin did that is not finished shows on its row (a
 * link not used yet, a change waiting for a second admin, who asked and why); another admin
 * confirms it there or on the queues' tab, with the same note and button (ADR 0129). Every change that hands over credentials answers a one-time
 * enrolment link, shown once: never a password or a TOTP secret.
 */
export function OperatorsPage() {
  const { t } = useI18n();
  // A new operator or role may wait for a second admin: the queues' counts change too.
  const action = useAction({ refresh: [...operatorReads, queueKeys.summary] });
  const list = useQuery(operatorsQuery);
  const [creating, setCreating] = useState(false);
  const [change, setChange] = useState<Change | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const me = useOperator();

  // A link in the answer is shown now, once: the server keeps only its hash.
  const show = (reply: OperatorGrantReply) => {
    if (reply.link)
      setShown({
        forWhom: `${reply.operator.name} (${reply.operator.username})`,
        link: reply.link,
        needsConfirmation: reply.needsConfirmation,
      });
  };

  async function apply(reason: string) {
    if (!change) return;
    const params = { operatorId: change.operator.id };
    if (change.kind === 'role' || change.kind === 'active') {
      const body = change.kind === 'role' ? { role: change.role, reason } : { active: change.active, reason };
      show(await action.send(operatorsApi.update, { params, body }));
    } else if (change.kind === 'totp') {
      show(await action.send(operatorsApi.resetTotp, { params, body: { reason } }));
    } else if (change.kind === 'password') {
      show(await action.send(operatorsApi.resetPassword, { params, body: { reason } }));
    } else {
      await action.send(operatorsApi.unlock, { params, body: { reason } });
    }
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
                  {operator.pending && <PendingNote pending={operator.pending} />}
                </td>
                <td>{operator.lastLoginAt ? formatDateTime(operator.lastLoginAt) : '—'}</td>
                <td>
                  <div className="row">
                    <ConfirmGrantButton operator={operator} me={me} />
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
            show(reply);
          }}
        />
      )}
      {change && (
        <ConfirmWithReason
          title={t(`operators.confirm.${change.kind}`)}
          summary={<ChangeSummary change={change} />}
          confirmLabel={t('common.confirm')}
          danger={change.kind === 'active' && !change.active}
          action={action}
          onConfirm={apply}
          onClose={() => setChange(null)}
        />
      )}
      {shown && <EnrolmentLinkView {...shown} onClose={() => setShown(null)} />}
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
