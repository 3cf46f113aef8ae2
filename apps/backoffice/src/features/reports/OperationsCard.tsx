import { reportsOperatorApi, type Dashboard, type OutsideSystemHealth } from '@wallet/contract';
import { useState } from 'react';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmWithReason } from '../../components/ui/ConfirmWithReason.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { formatDateTime } from '../../lib/format/format.ts';
import type { MessageKey } from '../../lib/i18n/message-types.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { dashboardKey } from './reports-api.ts';

/** The jobs the server runs, in the operator's words; a job this build does not know shows its name. */
const JOB_KEYS: Record<string, MessageKey> = {
  recovery: 'reports.job.recovery',
  transfers: 'reports.job.transfers',
  withdrawals: 'reports.job.withdrawals',
  giftLinks: 'reports.job.giftLinks',
  bankTransfers: 'reports.job.bankTransfers',
  ledgerAudit: 'reports.job.ledgerAudit',
  prune: 'reports.job.prune',
  'invite-accrual': 'reports.job.inviteAccrual',
};

/** Health checks in the operator's words. */
const HEALTH_KEYS: Record<string, MessageKey> = {
  database: 'reports.check.database',
  migrations: 'reports.check.migrations',
  redis: 'reports.check.redis',
};

/** An outside system's state as a badge: failing is bad; idle says nothing either way. */
const STATE_TONES = { idle: 'neutral', ok: 'good', failing: 'bad' } as const;

/** The system's name; a QR gateway is named with its channel (a proper name, not translated). */
function outsideName(t: ReturnType<typeof useI18n>['t'], system: OutsideSystemHealth): string {
  return system.channel
    ? t('reports.outside.qrGateway', { channel: system.channel })
    : t(`reports.outside.${system.system as Exclude<OutsideSystemHealth['system'], 'qrGateway'>}`);
}

/** What waits, as the queues' tabs name it: the money queues, then what waits for a second admin. */
const QUEUES = [
  'withdrawals',
  'depositReviews',
  'adjustments',
  'heldCredits',
  'settingChanges',
  'operatorGrants',
] as const satisfies readonly (keyof Dashboard['queues'])[];

const percent = (failed: number, total: number) =>
  // eslint-disable-next-line no-restricted-syntax -- a rate in percent, not money
  total === 0 ? '—' : `${((100 * failed) / total).toFixed(1)} %`;

/** Queues, the last ledger audit (and running one now), the jobs, error rates, health and outside systems. */
export function OperationsCard({ board }: { board: Dashboard }) {
  const { t } = useI18n();
  const action = useAction({ refresh: [dashboardKey] });
  const [confirming, setConfirming] = useState(false);
  const audit = board.lastAudit;
  return (
    <section className="card operations-card" data-testid="dashboard-operations">
      <h2>{t('reports.operations')}</h2>
      <dl className="figures">
        {QUEUES.map((queue) => (
          <div key={queue} className="figures__row">
            <dt>{t(`queues.name.${queue}`)}</dt>
            <dd data-testid={`dashboard-queue-${queue}`}>
              {board.queues[queue].count}
              {board.queues[queue].oldestAt && (
                <span className="muted"> · {formatDateTime(board.queues[queue].oldestAt!)}</span>
              )}
            </dd>
          </div>
        ))}
        <div className="figures__row">
          <dt>{t('reports.audit.last')}</dt>
          <dd data-testid="dashboard-audit">
            {audit ? (
              <>
                <Badge tone={audit.ok ? 'good' : 'bad'}>
                  {audit.ok ? t('reports.audit.ok') : t('reports.audit.failed')}
                </Badge>{' '}
                {formatDateTime(audit.startedAt)} · {t(`reports.audit.trigger.${audit.trigger}`)} ·{' '}
                {t('reports.audit.journals', { count: audit.journals })}
                {audit.problems.length > 0 && <span className="muted"> · {audit.problems.join(', ')}</span>}
              </>
            ) : (
              t('reports.audit.never')
            )}
          </dd>
        </div>
        <div className="figures__row">
          <dt>{t('reports.recovery.backlog')}</dt>
          <dd>{board.recovery.backlog}</dd>
        </div>
        {board.recovery.jobs.map((job) => (
          <div key={job.job} className="figures__row">
            <dt>{JOB_KEYS[job.job] ? t(JOB_KEYS[job.job]!) : job.job}</dt>
            <dd>
              {t('reports.recovery.runs', { ok: job.ok, failed: job.failed, skipped: job.skipped })}
              {job.lastAt && <span className="muted"> · {formatDateTime(job.lastAt)}</span>}
            </dd>
          </div>
        ))}
        <div className="figures__row">
          <dt>{t('reports.errors.provider')}</dt>
          <dd>
            {percent(board.errorRates.provider.failed, board.errorRates.provider.total)} (
            {board.errorRates.provider.failed}/{board.errorRates.provider.total})
          </dd>
        </div>
        <div className="figures__row">
          <dt>{t('reports.errors.payout')}</dt>
          <dd>
            {percent(board.errorRates.payout.failed, board.errorRates.payout.total)} (
            {board.errorRates.payout.failed}/{board.errorRates.payout.total})
          </dd>
        </div>
        {Object.entries(board.health).map(([name, state]) => (
          <div key={name} className="figures__row">
            <dt>{t('reports.health', { name: HEALTH_KEYS[name] ? t(HEALTH_KEYS[name]!) : name })}</dt>
            <dd>
              <Badge tone={state === 'ok' ? 'good' : 'bad'}>
                {state === 'ok' ? t('reports.healthOk') : t('reports.healthFailed')}
              </Badge>
            </dd>
          </div>
        ))}
        <div className="figures__row">
          <dt>
            <strong>{t('reports.outside.title')}</strong>
          </dt>
        </div>
        {board.outsideSystems.map((system) => (
          <div
            key={system.channel ?? system.system}
            className="figures__row"
            data-testid={`dashboard-outside-${system.channel ?? system.system}`}
          >
            <dt>{outsideName(t, system)}</dt>
            <dd>
              <Badge tone={STATE_TONES[system.state]}>{t(`reports.outside.state.${system.state}`)}</Badge>{' '}
              {t('reports.outside.calls', { failed: system.failed, total: system.total })}
              {system.lastAt && <span className="muted"> · {formatDateTime(system.lastAt)}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <Button onClick={() => setConfirming(true)} data-testid="run-ledger-audit">
        {t('reports.audit.run')}
      </Button>
      {confirming && (
        <ConfirmWithReason
          title={t('reports.audit.run')}
          summary={t('reports.audit.explain')}
          confirmLabel={t('reports.audit.run')}
          action={action}
          onConfirm={(reason) => action.send(reportsOperatorApi.runLedgerAudit, { body: { reason } })}
          onClose={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
