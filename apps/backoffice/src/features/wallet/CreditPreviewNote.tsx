import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@wallet/contract';
import { useDeferredValue } from 'react';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { creditPreviewQuery } from './adjustments-api.ts';

interface Props {
  memberId: number;
  /** Baht, as typed and parsed. */
  amount: number;
  /** The page's form and its confirmation both show it: each with its own test ids. */
  testIdPrefix?: string;
}

/**
 * Before a credit is sent: the member's operator credits of the last 24 hours and whether this
 * amount will wait for a second operator, as the server's rule answers it (the form holds no copy
 * of the rule). The amount is deferred so typing does not ask on every key.
 */
export function CreditPreviewNote({ memberId, amount, testIdPrefix = 'adjustment' }: Props) {
  const { t, locale } = useI18n();
  const asked = useDeferredValue(amount);
  const preview = useQuery(creditPreviewQuery({ memberId, amount: asked }));
  const data = preview.data;
  if (!data) return <ErrorNote error={preview.error} testId={`${testIdPrefix}-preview-error`} />;
  // A kip member's sums and limits are kip (ADR 0190): whole, with ₭; baht as before.
  const kip = data.currency === 'LAK';
  const money = (value: number) => formatMoney(value, data.currency, locale, { symbol: kip });
  return (
    <div className="stack" aria-busy={preview.isPlaceholderData} data-testid={`${testIdPrefix}-preview`}>
      <p className="muted" data-testid={`${testIdPrefix}-day-credits`}>
        {t('adjustment.dayCredits', {
          member: money(data.creditsLast24h),
          memberLimit: money(data.memberLimit),
          operator: money(data.operatorCreditsLast24h),
          operatorLimit: money(data.operatorLimit),
        })}
      </p>
      <p
        className={data.needsSecond ? 'adjustment__will-wait' : 'muted'}
        role="status"
        data-testid={`${testIdPrefix}-will-wait`}
      >
        {t(data.needsSecond ? 'adjustment.creditWillWait' : 'adjustment.creditAtOnce')}
      </p>
    </div>
  );
}
