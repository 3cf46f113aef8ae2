import { memo } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useMemberMoney } from '../../../lib/wallet/use-member-money.ts';
import './home-strip.css';

/** The referral bonus waiting to be received; receive opens the claim dialog. */
export const ReferralBar = memo(function ReferralBar({
  amount,
  onReceive,
}: {
  amount: number;
  onReceive: () => void;
}) {
  const { t } = useI18n();
  const money = useMemberMoney();
  return (
    <section className="card home-strip">
      <div className="home-strip__text">
        <p className="muted">{t('home.referral')}</p>
        <p className="home-strip__amount" data-testid="referral-amount">
          {money.figure(amount)}
        </p>
      </div>
      <Button onClick={onReceive} data-testid="referral-receive">
        {t('home.receive')}
      </Button>
    </section>
  );
});
