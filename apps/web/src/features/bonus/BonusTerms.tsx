import { formatBaht } from '@wallet/contract';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

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
  return (
    <ul className="bonus-terms">
      <li>{t('bonus.terms', { percent, max: formatBaht(maxBonus), min: formatBaht(minDeposit) })}</li>
      {targetTimes ? <li>{t('bonus.target', { times: targetTimes })}</li> : null}
      <li>{t('bonus.percentFail', { percent: percentFail })}</li>
    </ul>
  );
}
