import { useQuery } from '@tanstack/react-query';
import { type AdjustmentItem, type MemberSearchResult, formatBaht, adjustmentApi } from '@wallet/contract';
import { useDeferredValue, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmWithReason } from '../../components/ui/ConfirmWithReason.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { SelectField, TextField } from '../../components/ui/Field.tsx';
import { MemberPicker } from '../../components/ui/MemberPicker.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { parseBaht } from '../../lib/format/parse-baht.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { memberPageQuery, memberReads } from '../../lib/members/member-page-query.ts';
import { queueKeys } from '../../lib/realtime/queue-keys.ts';
import { adjustmentPreviewQuery } from './adjustments-api.ts';
import { AdjustmentPreviewNote } from './AdjustmentPreviewNote.tsx';

type Direction = 'credit' | 'debit';

/**
 * A manual credit or debit of a member's wallet. The member is looked up first so the operator
 * confirms a name, not a number; before it is sent the form shows the server's preview: the wallet
 * before and after, and whether it will wait for a second operator in the adjustments queue (a
 * debit larger than the wallet is refused there). The reason is what the member reads on their
 * statement.
 */
export function AdjustmentPage() {
  const { t, locale } = useI18n();
  const [direction, setDirection] = useState<Direction>('credit');
  const [amountText, setAmountText] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<AdjustmentItem | null>(null);
  // Only a member picked from the directory's matches: typed text is never an id (ADR 0163).
  const [picked, setPicked] = useState<MemberSearchResult | null>(null);
  const memberId = picked?.id ?? null;
  const amount = parseBaht(amountText);
  const member = useQuery({ ...memberPageQuery(memberId ?? 0), enabled: memberId !== null, retry: false });
  // One preview for both directions (ADR 0191): the server's answer, asked for the amount once
  // typing settles. A debit larger than the wallet is its refusal: nothing to review then.
  const asked = useDeferredValue(amount);
  const preview = useQuery({
    ...adjustmentPreviewQuery({ memberId: memberId ?? 0, direction, amount: asked ?? 0 }),
    enabled: memberId !== null && asked !== null,
  });
  const showPreview = memberId !== null && amount !== null;
  // The keys live with the page: the same adjustment sent again after a timeout reuses its key.
  const action = useAction({ refresh: [...queueKeys.lists('adjustments'), ...memberReads(memberId ?? 0)] });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (member.data && amount !== null) setConfirming(true);
  }

  async function send(reason: string) {
    if (memberId === null || amount === null) return;
    const item = await action.send(adjustmentApi.requestAdjustment, {
      body: { memberId, direction, amount, reason },
    });
    setResult(item);
    setAmountText('');
  }

  return (
    <div className="adjustment">
      <h1>{t('nav.adjustment')}</h1>
      <form className="card stack adjustment__form" onSubmit={onSubmit} data-testid="adjustment-form">
        <MemberPicker
          label={t('adjustment.member')}
          picked={picked}
          onPick={(member) => {
            setPicked(member);
            setResult(null);
          }}
          testId="adjustment-member"
        />
        {member.data && (
          <p data-testid="adjustment-member-found">
            {member.data.profile.name} ({member.data.profile.username}) · {t('member.wallet')}{' '}
            {formatBaht(member.data.balances.wallet, locale)}
          </p>
        )}
        <ErrorNote error={member.error} />
        <SelectField
          label={t('adjustment.direction')}
          value={direction}
          onChange={(event) => setDirection(event.target.value as Direction)}
        >
          <option value="credit">{t('adjustment.direction.credit')}</option>
          <option value="debit">{t('adjustment.direction.debit')}</option>
        </SelectField>
        <TextField
          label={t('adjustment.amount')}
          inputMode="decimal"
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
          error={amountText && amount === null ? t('adjustment.amountInvalid') : null}
          data-testid="adjustment-amount"
        />
        {showPreview && <AdjustmentPreviewNote direction={direction} preview={preview} />}
        <div className="row row--end">
          <Button
            type="submit"
            variant="primary"
            disabled={!member.data || amount === null || !preview.data || preview.isError}
            data-testid="adjustment-submit"
          >
            {t('adjustment.review')}
          </Button>
        </div>
        {result && (
          <p role="status" data-testid="adjustment-result">
            {t(result.status === 'PENDING_APPROVAL' ? 'adjustment.waiting' : 'adjustment.applied')}{' '}
            {result.status === 'PENDING_APPROVAL' && (
              <Link to="/queues/adjustments">{t('queues.name.adjustments')}</Link>
            )}
          </p>
        )}
      </form>
      {confirming && member.data && amount !== null && (
        <ConfirmWithReason
          title={t('adjustment.confirmTitle')}
          summary={
            <>
              <dl className="facts">
                <dt>{t('queues.col.member')}</dt>
                <dd>
                  {member.data.profile.name} · {member.data.profile.username} (#{member.data.profile.id})
                </dd>
                <dt>{t('adjustment.direction')}</dt>
                <dd>{t(`adjustment.direction.${direction}`)}</dd>
                <dt>{t('queues.col.amount')}</dt>
                <dd>{formatBaht(amount, locale)}</dd>
              </dl>
              {/* Said again where the operator confirms: the wallet after it, and whether it waits. */}
              <AdjustmentPreviewNote direction={direction} preview={preview} testIdPrefix="confirm" />
            </>
          }
          confirmLabel={t(`adjustment.direction.${direction}`)}
          danger={direction === 'debit'}
          action={action}
          onConfirm={send}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
