import { type DepositReviewItem, formatBaht, depositReviewApi } from '@wallet/contract';
import { translateSlipNote } from '@wallet/i18n';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmWithReason } from '../../components/ui/ConfirmWithReason.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { ItemFacts } from '../../components/ui/ItemFacts.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { formatDateTime } from '../../lib/format/format.ts';
import type { MessageKey } from '../../lib/i18n/message-types.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useOperator } from '../../lib/operator/use-operator.ts';
import { parseBaht } from '../../lib/format/parse-baht.ts';
import './review-dialog.css';

interface Props {
  item: DepositReviewItem;
  onClose(): void;
  /** The item as the decision left it. */
  onDecided(item: DepositReviewItem): Promise<unknown>;
}

/**
 * One deposit review: the evidence (the slip image, what the verifier or gateway said, the
 * channel's facts) beside the decision. A slip nobody could read has no amount: the operator reads
 * it off the image and types it, and approving credits exactly that. Past the second-approver
 * rule (ADR 0054) a first approval only records itself: the item waits for another operator, who
 * sees who approved first and what amount, and credits it.
 */
export function ReviewDialog({ item, onClose, onDecided }: Props) {
  const { t, locale } = useI18n();
  const action = useAction();
  const [intent, setIntent] = useState<'approve' | 'reject' | null>(null);
  const me = useOperator();
  const [amountText, setAmountText] = useState(item.amount === null ? '' : String(item.amount));
  const agreed = item.firstApproval?.amount ?? item.amount;
  const amount = agreed ?? parseBaht(amountText);
  const pending = item.status === 'PENDING';
  const approvedFirstByMe = item.firstApproval !== null && item.firstApproval.operator.id === me?.id;

  async function decide(reason: string) {
    const params = { reviewId: item.id };
    let decided: DepositReviewItem;
    if (intent === 'approve') {
      const body = agreed === null ? { amount: amount ?? undefined, reason } : { reason };
      decided = await action.send(depositReviewApi.approveDepositReview, { params, body });
    } else {
      decided = await action.send(depositReviewApi.rejectDepositReview, { params, body: { reason } });
    }
    await onDecided(decided);
    onClose();
  }

  if (intent) {
    return (
      <ConfirmWithReason
        title={t(intent === 'approve' ? 'review.approveTitle' : 'review.rejectTitle')}
        summary={
          <ItemFacts
            member={item.member}
            amount={amount === null ? '—' : formatBaht(amount, locale)}
            more={[
              [t('review.channel'), t(`review.channel.${item.channel}`)],
              [t('queues.col.reference'), <span className="mono">{item.reference}</span>],
            ]}
          />
        }
        confirmLabel={t(intent === 'approve' ? 'review.approveCredit' : 'queues.reject')}
        danger={intent === 'reject'}
        action={action}
        onConfirm={decide}
        onClose={() => setIntent(null)}
        testId="review-confirm"
      />
    );
  }

  return (
    <Dialog
      title={t('review.title')}
      onClose={onClose}
      closeLabel={t('common.close')}
      wide
      testId="review-dialog"
    >
      <div className="review">
        <div className="review__evidence">
          {item.imageUrl ? (
            <a href={item.imageUrl} target="_blank" rel="noreferrer">
              <img
                className="review__slip"
                src={item.imageUrl}
                alt={t('review.slipImage')}
                data-testid="review-slip"
              />
            </a>
          ) : (
            <p className="empty">{t('review.noImage')}</p>
          )}
        </div>
        <div className="stack">
          <dl className="facts">
            <dt>{t('queues.col.member')}</dt>
            <dd>
              {item.member.name} (#{item.member.id}, {item.member.username})
            </dd>
            <dt>{t('review.channel')}</dt>
            <dd>{t(`review.channel.${item.channel}`)}</dd>
            <dt>{t('queues.col.amount')}</dt>
            <dd>{item.amount === null ? t('review.amountUnknown') : formatBaht(item.amount, locale)}</dd>
            <dt>{t('queues.col.reference')}</dt>
            <dd className="mono">{item.reference}</dd>
            <dt>{t('queues.col.requested')}</dt>
            <dd>{formatDateTime(item.createdAt)}</dd>
            <dt>{t('review.verifier')}</dt>
            <dd data-testid="review-verifier-note">
              {item.verifierNote ? translateSlipNote(locale, item.verifierNote) : '—'}
            </dd>
            {Object.entries(item.details).map(([name, value]) => (
              <FactRow key={name} name={name} value={value} />
            ))}
          </dl>
          {item.decidedBy && (
            <p className="muted">
              {t('queues.decidedBy', { name: item.decidedBy.name })} {item.reason}
            </p>
          )}
          {item.firstApproval && (
            <p className="muted" data-testid="review-first-approval">
              {t('review.firstApproval', {
                name: item.firstApproval.operator.name,
                amount: formatBaht(item.firstApproval.amount, locale),
                at: formatDateTime(item.firstApproval.at),
              })}
            </p>
          )}
          {pending && agreed === null && (
            <TextField
              label={t('review.amountFromSlip')}
              inputMode="decimal"
              value={amountText}
              onChange={(event) => setAmountText(event.target.value)}
              error={amountText && amount === null ? t('adjustment.amountInvalid') : null}
              data-testid="review-amount"
            />
          )}
          {pending && (
            <div className="row row--end">
              <Button variant="danger" onClick={() => setIntent('reject')} data-testid="review-reject">
                {t('queues.reject')}
              </Button>
              <Button
                variant="primary"
                disabled={amount === null || approvedFirstByMe}
                onClick={() => setIntent('approve')}
                data-testid="review-approve"
              >
                {t('review.approveCredit')}
              </Button>
            </div>
          )}
        </div>
      </div>
    </Dialog>
  );
}

/** The slip and deposit fields the server sends, in the operator's words (issue 27); others as sent. */
const FIELD_KEYS: Record<string, MessageKey> = {
  sendingBank: 'review.field.sendingBank',
  transRef: 'review.field.transRef',
  from: 'review.field.from',
  giftLink: 'review.field.giftLink',
};

function FactRow({ name, value }: { name: string; value: string | number | boolean | null }) {
  const { t } = useI18n();
  const key = FIELD_KEYS[name];
  return (
    <>
      <dt className={key ? undefined : 'mono'}>{key ? t(key) : name}</dt>
      <dd>
        {/* A gift link waiting to be redeemed by hand (ADR 0147): finance opens it in the TrueMoney app. */}
        {name === 'giftLink' && typeof value === 'string' ? (
          <a
            href={value}
            target="_blank"
            rel="noreferrer noopener"
            className="mono"
            data-testid="review-gift-link"
          >
            {value}
          </a>
        ) : value === null ? (
          '—'
        ) : (
          String(value)
        )}
      </dd>
    </>
  );
}
