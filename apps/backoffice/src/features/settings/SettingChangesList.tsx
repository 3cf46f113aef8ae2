import { useQuery } from '@tanstack/react-query';
import { settingChangesApi, settingRowOfKey, type SettingChange } from '@wallet/contract';
import { useState } from 'react';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmWithReason } from '../../components/ui/ConfirmWithReason.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { canCall } from '../../lib/operator/access.ts';
import { useOperator } from '../../lib/operator/use-operator.ts';
import { settingChangesLive, settingChangesQuery } from './setting-changes-api.ts';
import { settingsReads } from './settings-api.ts';

type Decision = 'confirm' | 'reject' | 'cancel';

/** The settings a change holds, now and as asked for; a table's row by its table and code (ADR 0194). */
function ChangeValues({ change }: { change: SettingChange }) {
  const { t } = useI18n();
  const labelOf = (name: string) => {
    const row = settingRowOfKey(name);
    return row ? `${t(`settings.table.${row.table}`)} ${row.code}` : t(`settings.setting.${name}` as never);
  };
  return (
    <dl className="settings-change__values">
      {Object.keys(change.after).map((name) => (
        <div key={name}>
          <dt>{labelOf(name)}</dt>
          <dd>
            <span className="muted">{t('settings.changes.before')}:</span>{' '}
            <code>{JSON.stringify(change.before[name])}</code>
          </dd>
          <dd>
            <span className="muted">{t('settings.changes.after')}:</span>{' '}
            <code data-testid={`setting-change-after-${name}`}>{JSON.stringify(change.after[name])}</code>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The money-control settings' changes (ADR 0130): each waiting one with who asked, why, the values
 * now and asked for, and what it waits for; another admin confirms or rejects it, the asker (or
 * on a single-admin site any admin or finance operator) cancels it. The server decides who may;
 * the buttons only follow its roles.
 */
export function SettingChangesList() {
  const { t } = useI18n();
  const operator = useOperator();
  const changes = useQuery(settingChangesQuery);
  const action = useAction({ refresh: [...settingChangesLive, ...settingsReads] });
  const [deciding, setDeciding] = useState<{ change: SettingChange; decision: Decision } | null>(null);

  function canDecide(change: SettingChange, decision: Decision): boolean {
    if (!operator || change.status !== 'WAITING') return false;
    const own = change.requestedBy.id === operator.id;
    if (decision === 'cancel')
      return canCall(operator.role, settingChangesApi.cancel) && (own || change.appliesAt !== null);
    return !own && canCall(operator.role, settingChangesApi[decision]);
  }

  async function decide(reason: string) {
    if (!deciding) return;
    await action.send(settingChangesApi[deciding.decision], {
      params: { changeId: deciding.change.id },
      body: { reason },
    });
  }

  const row = (change: SettingChange) => (
    <li key={change.id} className="settings-change" data-testid={`setting-change-${change.id}`}>
      <div className="row row--between">
        <strong>
          {t('settings.changes.group')}: {t(`settings.group.${change.group}`)}
        </strong>
        <Badge tone={change.status === 'WAITING' ? 'warn' : change.status === 'APPLIED' ? 'good' : 'neutral'}>
          {t(`settings.changes.status.${change.status}`)}
        </Badge>
      </div>
      <div className="muted">
        {t('settings.changes.askedBy', {
          name: change.requestedBy.name,
          at: formatDateTime(change.requestedAt),
        })}
      </div>
      <div>{t('settings.changes.reason', { reason: change.reason })}</div>
      <ChangeValues change={change} />
      {change.status === 'WAITING' && (
        <p data-testid="setting-change-waits">
          {change.appliesAt
            ? t('settings.changes.appliesAt', { at: formatDateTime(change.appliesAt) })
            : t('settings.changes.waitsForAdmin')}
        </p>
      )}
      {change.status !== 'WAITING' && change.decidedAt && (
        <p className="muted">
          {change.decidedBy
            ? t('settings.changes.decidedBy', {
                status: t(`settings.changes.status.${change.status}`),
                name: change.decidedBy.name,
                at: formatDateTime(change.decidedAt),
              })
            : t('settings.changes.byDelay', { at: formatDateTime(change.decidedAt) })}
        </p>
      )}
      <div className="row">
        {(['confirm', 'reject', 'cancel'] as const)
          .filter((decision) => canDecide(change, decision))
          .map((decision) => (
            <Button
              key={decision}
              small
              onClick={() => setDeciding({ change, decision })}
              data-testid={`setting-change-${decision}`}
            >
              {t(`settings.changes.${decision}`)}
            </Button>
          ))}
      </div>
    </li>
  );

  return (
    <section className="stack" data-testid="setting-changes">
      <h2>{t('settings.changes.title')}</h2>
      <ErrorNote error={changes.error} />
      {changes.data && changes.data.waiting.length === 0 && (
        <p className="muted">{t('settings.changes.none')}</p>
      )}
      <ul className="settings-changes">{changes.data?.waiting.map(row)}</ul>
      {changes.data && changes.data.recent.length > 0 && (
        <>
          <h3>{t('settings.changes.recent')}</h3>
          <ul className="settings-changes">{changes.data.recent.map(row)}</ul>
        </>
      )}
      {deciding && (
        <ConfirmWithReason
          title={t(`settings.changes.${deciding.decision}Title`)}
          summary={<ChangeValues change={deciding.change} />}
          confirmLabel={t(`settings.changes.${deciding.decision}`)}
          danger={deciding.decision !== 'confirm'}
          action={action}
          onConfirm={decide}
          onClose={() => setDeciding(null)}
          testId="setting-change-dialog"
        />
      )}
    </section>
  );
}
