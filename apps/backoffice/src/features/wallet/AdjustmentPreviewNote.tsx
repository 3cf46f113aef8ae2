import type { UseQueryResult } from '@tanstack/react-query';
import { formatMoney, type AdjustmentPreview } from '@wallet/contract';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

interface Props {
  direction: 'credit' | 'debit';
  /** The page's one preview query (adjustmentPreviewQuery): the note only says what it answered. */
  preview: UseQueryResult<AdjustmentPreview>;
  /** The page's form and its confirmation both show it: each with its own test ids. */
  testIdPrefix?: string;
}

/**
 * Before an adjustment is sent (ADRs 0183, 0191): the member's wallet before and after it, a
 * credit's operator credits of the last 24 hours, and whether it will wait for a second operator,
 * as the server answers it (the form holds no copy of a rule). A debit larger than the wallet is
 * the server's refusal, said in words.
 */
export function AdjustmentPreviewNote({ direction, preview, testIdPrefix = 'adjustment' }: Props) {
  const { t, locale } = useI18n();
  const data = preview.data;
  if (preview.error || !data)
    return <ErrorNote error={preview.error} testId={`${testIdPrefix}-preview-error`} />;
  // A kip member's wallet, sums and limits are kip (ADR 0190): whole, with ₭; baht as before.
  const money = (value: number) =>
    formatMoney(value, data.currency, locale, { symbol: data.currency === 'LAK' });
  return (
    <div className="stack" aria-busy={preview.isPlaceholderData} data-testid={`${testIdPrefix}-preview`}>
      <p data-testid={`${testIdPrefix}-balance-change`}>
        {t('adjustment.balanceChange', {
          before: money(data.balanceBefore),
          after: money(data.balanceAfter),
        })}
      </p>
      {direction === 'credit' && (
        <p className="muted" data-testid={`${testIdPrefix}-day-credits`}>
          {t('adjustment.dayCredits', {
            member: money(data.creditsLast24h),
            memberLimit: money(data.memberLimit),
            operator: money(data.operatorCreditsLast24h),
            operatorLimit: money(data.operatorLimit),
          })}
        </p>
      )}
      <p
        className={data.needsSecond ? 'adjustment__will-wait' : 'muted'}
        role="status"
        data-testid={`${testIdPrefix}-will-wait`}
      >
        {t(`adjustment.${direction}${data.needsSecond ? 'WillWait' : 'AtOnce'}`)}
      </p>
    </div>
  );
}
