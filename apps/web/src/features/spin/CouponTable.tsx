import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CLAIM_DEBOUNCE_MS, COUPON_PAGE_SIZE, type SpinCoupon } from '@wallet/contract';
import { Button } from '../../components/ui/Button.tsx';
import { PageNav } from '../../components/ui/page-nav/PageNav.tsx';
import { formatDateTime } from '../../lib/format/date-time.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { countKey } from '../../lib/i18n/count-key.ts';
import { spinCouponsQuery } from './spin-api.ts';
import { useDebounced } from './use-debounced.ts';
import { useMemberMoney } from '../../lib/wallet/use-member-money.ts';
import '../../components/ui/page-nav/page-nav.css';
import '../../styles/records-table.css';

interface Props {
  /** Claims the coupon (the page runs it through useMoneyMove). */
  onClaim: (coupon: string) => void;
  busy: boolean;
}

/** The member's coupons, 3 a page, with a claim button on each claimable credit coupon (debounced 500 ms). */
export function CouponTable({ onClaim, busy }: Props) {
  const { t, locale } = useI18n();
  const money = useMemberMoney();
  const [page, setPage] = useState(1);
  const { data } = useQuery({ ...spinCouponsQuery, placeholderData: keepPreviousData });
  const claim = useDebounced(onClaim, CLAIM_DEBOUNCE_MS);
  const coupons = data?.coupons ?? [];
  const pages = Math.max(1, Math.ceil(coupons.length / COUPON_PAGE_SIZE));
  const shown = coupons.slice(
    (Math.min(page, pages) - 1) * COUPON_PAGE_SIZE,
    Math.min(page, pages) * COUPON_PAGE_SIZE,
  );
  const amountOf = (coupon: SpinCoupon) =>
    coupon.type === 'credit'
      ? money.figure(coupon.amount)
      : t(countKey(coupon.amount, 'spin.coinPrize', 'spin.coinPrizeOne'), { amount: coupon.amount });
  return (
    <section className="stack records-table" data-testid="spin-coupons">
      <h3 className="records-table__title">{t('spin.couponsTitle')}</h3>
      {data && coupons.length === 0 && <p className="muted">{t('spin.noCoupons')}</p>}
      {shown.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>{t('spin.colPrize')}</th>
              <th className="records-table__amount">{t('spin.colAmount')}</th>
              <th>{t('spin.colExpires')}</th>
              <th>{t('spin.colAction')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((coupon) => (
              <tr key={coupon.coupon} data-testid="spin-coupon" data-status={coupon.status}>
                <td>{coupon.prize.names[locale] || coupon.prize.name}</td>
                <td className="records-table__amount">{amountOf(coupon)}</td>
                <td>{formatDateTime(coupon.expiresAt)}</td>
                <td>
                  {coupon.status === 'claimable' ? (
                    <Button busy={busy} onClick={() => claim(coupon.coupon)} data-testid="spin-coupon-claim">
                      {t('spin.claim')}
                    </Button>
                  ) : (
                    <span className="muted">
                      {t(coupon.status === 'claimed' ? 'spin.claimed' : 'spin.expired')}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PageNav page={Math.min(page, pages)} pages={pages} onPage={setPage} testId="spin-coupon-pages" />
    </section>
  );
}
