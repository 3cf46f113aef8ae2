import { operatorsApi, type OperatorListItem, type OperatorView, type PendingGrant } from '@wallet/contract';
import { useState } from 'react';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmWithReason } from '../../components/ui/ConfirmWithReason.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { operatorReads } from '../../lib/operator/operators-list-query.ts';
import { queueKeys } from '../../lib/realtime/queue-keys.ts';

/**
 * Whether `me` may confirm what waits on `operator` (ADR 0129): a change that waits for a second
 * admin, asked for by another admin, on another operator. The server decides; this only hides
 * what it would refuse (the operators page, the queues' tab, the menu badge).
 */
export function canConfirm(operator: OperatorListItem, me: Pick<OperatorView, 'id'> | undefined): boolean {
  return (
    me !== undefined &&
    operator.pending?.needsConfirmation === true &&
    operator.pending.issuedBy?.id !== me.id &&
    operator.id !== me.id
  );
}

/** What waits on an operator: its link not used yet (or expired), a second admin, who asked, why. */
export function PendingNote({ pending }: { pending: PendingGrant }) {
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

/**
 * A second admin confirms what another admin did to an operator (ADR 0129): the button, and the
 * dialog that says whom, what and who asked, and takes the reason. Nothing when `me` may not.
 */
export function ConfirmGrantButton({
  operator,
  me,
}: {
  operator: OperatorListItem;
  me: Pick<OperatorView, 'id'> | undefined;
}) {
  const { t } = useI18n();
  const action = useAction({ refresh: [...operatorReads, queueKeys.summary] });
  const [open, setOpen] = useState(false);
  const pending = operator.pending;
  if (!pending || !canConfirm(operator, me)) return null;
  const who = `${operator.name} (${operator.username})`;
  return (
    <>
      <Button small variant="primary" onClick={() => setOpen(true)} data-testid="operator-confirm">
        {t('operators.confirmGrant')}
      </Button>
      {open && (
        <ConfirmWithReason
          title={t('operators.confirm.confirm')}
          summary={
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
          }
          confirmLabel={t('common.confirm')}
          action={action}
          onConfirm={(reason) =>
            action.send(operatorsApi.confirm, { params: { operatorId: operator.id }, body: { reason } })
          }
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
