import { memo } from 'react';
import { useNavigate } from 'react-router';
import {
  DepositIcon,
  GiftIcon,
  RefreshIcon,
  RefundIcon,
  ScrollIcon,
  WheelIcon,
  WithdrawIcon,
} from '../../../components/ui/icons.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { countKey } from '../../../lib/i18n/count-key.ts';
import { WidgetButton } from './WidgetButton.tsx';
import './widgets.css';

interface Props {
  /** The server's spin-active flag; until it is known the refresh widget holds the place. */
  spinActive: boolean;
  coin: number;
  onDeposit: () => void;
  onWithdraw: () => void;
  onRefreshAll: () => void;
  onInvite: () => void;
  onRefund: () => void;
}

/** Spec doc 2 section 2 "Home" widget grid. */
export const WidgetGrid = memo(function WidgetGrid({
  spinActive,
  coin,
  onDeposit,
  onWithdraw,
  onRefreshAll,
  onInvite,
  onRefund,
}: Props) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <ul className="widget-grid" aria-label={t('home.widgets')}>
      <WidgetButton
        icon={<DepositIcon />}
        label={t('home.deposit')}
        onClick={onDeposit}
        testId="deposit-open"
      />
      <WidgetButton
        icon={<WithdrawIcon />}
        label={t('home.withdraw')}
        onClick={onWithdraw}
        testId="withdraw-open"
      />
      {spinActive ? (
        <WidgetButton
          icon={<WheelIcon />}
          label={t('member.spin')}
          detail={
            <span data-testid="spin-coins">{t(countKey(coin, 'home.coins', 'home.coinsOne'), { coin })}</span>
          }
          onClick={() => void navigate('/user/spin')}
          testId="spin-widget"
        />
      ) : (
        <WidgetButton
          icon={<RefreshIcon />}
          label={t('home.refresh')}
          onClick={onRefreshAll}
          testId="refresh-widget"
        />
      )}
      <WidgetButton icon={<GiftIcon />} label={t('home.invite')} onClick={onInvite} testId="invite-open" />
      <WidgetButton
        icon={<ScrollIcon />}
        label={t('home.bonusConditions')}
        onClick={() => void navigate('/user/bonus')}
        testId="bonus-conditions-open"
      />
      <WidgetButton icon={<RefundIcon />} label={t('home.refund')} onClick={onRefund} testId="refund-open" />
    </ul>
  );
});
