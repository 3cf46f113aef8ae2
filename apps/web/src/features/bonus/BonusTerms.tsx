import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useMemberMoney } from '../../lib/wallet/use-member-money.ts';

interface Props {
  percent: number;
  maxBonus: number;
  minDeposit: number;
  percentFail: number;
  targetTimes?: number;
}

/** The numbers of a bonus or promotion, as a member reads them before taking it. */
export function BonusTerms({ percent, maxBonus, minDeposit, percentFail, targetTimes }: Props) {
  const { t } = useI18n();
  const money = useMemberMoney();
  return (
    <ul className="bonus-terms">
      <li>
        {money.text('bonus.terms', { percent, max: money.money(maxBonus), min: money.money(minDeposit) })}
      </li>
      {targetTimes ? <li>{t('bonus.target', { times: targetTimes })}</li> : null}
      <li>{t('bonus.percentFail', { percent: percentFail })}</li>
    </ul>
  );
}
