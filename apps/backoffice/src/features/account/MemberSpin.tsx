import { formatBaht } from '@wallet/contract';
import { useQuery } from '@tanstack/react-query';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { memberSpinQuery } from './member-api.ts';

/** The member's spin wheel: coins to spin with and every coupon won, newest first (read-only). */
export function MemberSpin({ memberId }: { memberId: number }) {
  const { t, locale } = useI18n();
  const spin = useQuery(memberSpinQuery(memberId));
  return (
    <div className="stack">
      <ErrorNote error={spin.error} />
      {spin.data && (
        <p>
          {t('member.spinCoins')}: <strong data-testid="member-spin-coins">{spin.data.coin}</strong>
        </p>
      )}
      {spin.data && spin.data.coupons.length > 0 && (
        <div className="card table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th>{t('member.coupon.value')}</th>
                <th>{t('member.coupon.prize')}</th>
                <th className="num">{t('member.coupon.amount')}</th>
                <th>{t('member.coupon.expires')}</th>
                <th>{t('member.coupon.status')}</th>
              </tr>
            </thead>
            <tbody>
              {spin.data.coupons.map((coupon) => (
                <tr key={coupon.coupon} data-testid="member-coupon">
                  <td className="mono">{coupon.coupon}</td>
                  <td>{coupon.prize.names[locale]}</td>
                  <td className="num">
                    {coupon.type === 'credit'
                      ? formatBaht(coupon.amount, locale)
                      : t('member.coupon.coins', { count: coupon.amount })}
                  </td>
                  <td>{formatDateTime(coupon.expiresAt)}</td>
                  <td>{t(`member.coupon.${coupon.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {spin.data?.coupons.length === 0 && <p className="empty">{t('member.noCoupons')}</p>}
    </div>
  );
}
