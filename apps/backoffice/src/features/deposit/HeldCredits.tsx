import { useQuery } from '@tanstack/react-query';
import { bankFeedOperatorApi, type HeldCredit, type HeldCreditBatch, formatBaht } from '@wallet/contract';
import { useState } from 'react';
import { Badge, type Tone } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmWithReason } from '../../components/ui/ConfirmWithReason.tsx';
import { ItemFacts } from '../../components/ui/ItemFacts.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useOperator } from '../../lib/operator/use-operator.ts';
import { queueKeys } from '../../lib/realtime/queue-keys.ts';
import { heldCreditsQuery } from './bank-feed-api.ts';

const TONE: Record<HeldCredit['status'], Tone> = { WAITING: 'warn', APPLIED: 'good', CANCELLED: 'bad' };
const DECIDE = {
  approve: bankFeedOperatorApi.approveHeldCredit,
  reject: bankFeedOperatorApi.rejectHeldCredit,
};
type Decision = keyof typeof DECIDE;

/**
 * Credits an operator's evidence made above the second-approver limits (ADR 0131): a statement
 * file's rows, a typed amount, a settle as new. Each batch says what was supplied (the file's name
 * and sha256, or the item), by whom and why; a second operator approves or rejects each row. The
 * one who supplied it sees why the buttons are not there (the server refuses SAME_OPERATOR too).
 */
export function HeldCredits() {
  const { t } = useI18n();
  const batches = useQuery(heldCreditsQuery).data?.batches;
  if (!batches || batches.length === 0) return null;
  return (
    <section className="card stack" data-testid="held-credits">
      <h2>{t('heldCredits.title')}</h2>
      <p className="muted">{t('heldCredits.help')}</p>
      {batches.map((batch) => (
        <HeldBatch key={batch.id} batch={batch} />
      ))}
    </section>
  );
}

function HeldBatch({ batch }: { batch: HeldCreditBatch }) {
  const { t, locale } = useI18n();
  const me = useOperator();
  const own = batch.requestedBy.id === me?.id;
  const action = useAction({
    refresh: [...queueKeys.live('heldCredits'), ...queueKeys.lists('bankFeed')],
  });
  const [deciding, setDeciding] = useState<{ decision: Decision; credit: HeldCredit } | null>(null);
  const source = batch.fileName
    ? `${batch.fileName} · sha256 ${batch.fileSha256?.slice(0, 16) ?? ''}…`
    : (batch.itemId ?? '');
  return (
    <div className="stack" data-testid="held-batch">
      <dl className="facts">
        <dt>{t('heldCredits.kind')}</dt>
        <dd>{t(`heldCredits.kind.${batch.kind}`)}</dd>
        <dt>{t('heldCredits.source')}</dt>
        <dd className="mono" title={batch.fileSha256 ?? undefined} data-testid="held-batch-source">
          {source}
        </dd>
        <dt>{t('heldCredits.requestedBy')}</dt>
        <dd>
          {batch.requestedBy.name} · {formatDateTime(batch.requestedAt)}
          <div className="muted">{batch.reason}</div>
        </dd>
      </dl>
      <table className="table">
        <thead>
          <tr>
            <th>{t('queues.col.member')}</th>
            <th className="num">{t('queues.col.amount')}</th>
            <th>{t('bankFeed.bankTime')}</th>
            <th>{t('queues.col.status')}</th>
            <th>{t('queues.col.decision')}</th>
          </tr>
        </thead>
        <tbody>
          {batch.credits.map((credit) => (
            <tr key={credit.id} data-testid="held-credit-row">
              <td>
                {credit.member.name} (#{credit.member.id})
              </td>
              <td className="num">{formatBaht(credit.amount, locale)}</td>
              <td>{formatDateTime(credit.bankTime)}</td>
              <td>
                <Badge tone={TONE[credit.status]}>{t(`heldCredits.status.${credit.status}`)}</Badge>
                {credit.decidedBy && <div className="muted">{credit.decidedBy.name}</div>}
              </td>
              <td>
                {credit.status !== 'WAITING' ? (
                  (credit.decisionReason ?? '')
                ) : own ? (
                  <span className="muted">{t('heldCredits.ownBatch')}</span>
                ) : (
                  <>
                    <Button
                      variant="primary"
                      small
                      onClick={() => setDeciding({ decision: 'approve', credit })}
                      data-testid="held-credit-approve"
                    >
                      {t('queues.approve')}
                    </Button>{' '}
                    <Button
                      variant="danger"
                      small
                      onClick={() => setDeciding({ decision: 'reject', credit })}
                      data-testid="held-credit-reject"
                    >
                      {t('queues.reject')}
                    </Button>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {deciding && (
        <ConfirmWithReason
          title={t(`heldCredits.${deciding.decision}Title`)}
          summary={
            <ItemFacts
              member={deciding.credit.member}
              amount={formatBaht(deciding.credit.amount, locale)}
              more={[
                [t('bankFeed.bankTime'), formatDateTime(deciding.credit.bankTime)],
                [t('heldCredits.source'), source],
                [t('heldCredits.requestedBy'), `${batch.requestedBy.name}: ${batch.reason}`],
              ]}
            />
          }
          confirmLabel={t(`queues.${deciding.decision}`)}
          danger={deciding.decision === 'reject'}
          action={action}
          onConfirm={(reason) =>
            action.send(DECIDE[deciding.decision], {
              params: { creditId: deciding.credit.id },
              body: { reason },
            })
          }
          onClose={() => setDeciding(null)}
        />
      )}
    </div>
  );
}
