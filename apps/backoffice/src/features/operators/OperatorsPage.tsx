import { useQuery } from '@tanstack/react-query';
import {
  operatorRoles,
  operatorsApi,
  type EnrolmentLink,
  type OperatorGrantReply,
  type OperatorListItem,
  type OperatorRole,
  type PendingGrant,
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
import { CreateOperatorDialog } from './CreateOperatorDialog.tsx';
import { OperatorSessions } from './OperatorSessions.tsx';
import { operatorKeys, operatorsQuery } from './operators-api.ts';
import { EnrolmentLinkView } from './EnrolmentLinkView.tsx';
import './operators.css';

type Change =
  | { kind: 'role'; operator: OperatorListItem; role: OperatorRole }
  | { kind: 'active'; operator: OperatorListItem; active: boolean }
  | { kind: 'totp'; operator: OperatorListItem }
  | { kind: 'password'; operator: OperatorListItem }
  | { kind: 'unlock'; operator: OperatorListItem }
  | { kind: 'confirm'; operator: OperatorListItem & { pending: PendingGrant } };

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
 * confirms it there (ADR 0129). Every change that hands over credentials answers a one-time
 * enrolment link, shown once: never a password or a TOTP secret.
 */
export function OperatorsPage() {
  const { t } = useI18n();
  const action = useAction({ refresh: [operatorKeys.all] });
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
    } else if (change.kind === 'unlock') {
      await action.send(operatorsApi.unlock, { params, body: { reason } });
    } else {
      await action.send(operatorsApi.confirm, { params, body: { reason } });
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
                    {operator.pending?.needsConfirmation &&
                      operator.pending.issuedBy?.id !== me?.id &&
                      operator.id !== me?.id && (
                        <Button
                          small
                          variant="primary"
                          onClick={() =>
                            setChange({
                              kind: 'confirm',
                              operator: { ...operator, pending: operator.pending! },
                            })
                          }
                          data-testid="operator-confirm"
                        >
                          {t('operators.confirmGrant')}
                        </Button>
                      )}
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
    case 'confirm': {
      const { pending } = change.operator;
      return (
        <>
          <p>
            {t('operators.explain.confirm', {
              who,
              kind: t(`operators.pending.kind.${pending.kind}`),
              asker: pending.issuedBy
                ? `${pending.issuedBy.name} (${pending.issuedBy.username})`
                : t('operators.pending.shell'),
            })}
          </p>
          {pending.reason && (
            <p className="muted">{t('operators.pending.reason', { reason: pending.reason })}</p>
          )}
        </>
      );
    }
  }
}

/** What waits on an operator: its link not used yet (or expired), a second admin, who asked, why. */
function PendingNote({ pending }: { pending: PendingGrant }) {
  const { t } = useI18n();
  const expired = pending.linkExpired;
  return (
    <div className="stack operators__pending" data-testid="operator-pending">
      <div className="row">
        {!pending.enrolled && (
          <Badge tone={expired ? 'bad' : 'warn'}>
            {t(expired ? 'operators.linkExpired' : 'operators.linkPending')}
          </Badge>
        )}
        {pending.needsConfirmation && (
          <Badge tone="warn">
            <span data-testid="operator-waits-admin">{t('operators.waitsAdmin')}</span>
          </Badge>
        )}
      </div>
      <span className="muted">
        {t('operators.pending.asked', {
          kind: t(`operators.pending.kind.${pending.kind}`),
          who: pending.issuedBy ? pending.issuedBy.name : t('operators.pending.shell'),
          time: formatDateTime(pending.issuedAt),
        })}
      </span>
      {pending.reason && (
        <span className="muted">{t('operators.pending.reason', { reason: pending.reason })}</span>
      )}
    </div>
  );
}
