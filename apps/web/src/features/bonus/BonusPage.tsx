import { useQuery } from '@tanstack/react-query';
import { Button } from '../../components/ui/Button.tsx';
import { PageSpinner } from '../../lib/feedback/spinner/Spinner.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useQueryOverlay } from '../../lib/query/use-query-overlay.ts';
import { ActiveBonusNotice } from './ActiveBonusNotice.tsx';
import { activeBonusQuery, bonusListQuery } from './bonus-api.ts';
import { BonusList } from './BonusList.tsx';
import { PromotionSearch } from './PromotionSearch.tsx';
import './bonus.css';

/** /user/bonus (spec doc 2 section 2 "Bonus"): promotion code search, bonus banners, the active bonus. */
export function BonusPage() {
  const { t, errorText } = useI18n();
  const list = useQuery(bonusListQuery);
  const active = useQuery(activeBonusQuery);
  useQueryOverlay(list);
  // An activation or a clear changes the bonus state (the wallet and the statement are
  // refreshed by the move itself, useMoneyMove).
  const reload = () => {
    void list.refetch();
    void active.refetch();
  };

  return (
    <main className="page bonus-page">
      <h1 className="page-title">{t('member.bonus')}</h1>
      {active.data?.status ? <ActiveBonusNotice active={active.data} onEnded={reload} /> : null}
      <PromotionSearch onActivated={reload} />
      <h2 className="bonus-page__subtitle">{t('bonus.listTitle')}</h2>
      {list.isPending && !list.data ? <PageSpinner label={t('app.loading')} /> : null}
      {list.error ? (
        <div className="card stack center" role="alert">
          <p>{errorText(list.error)}</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('app.retry')}
          </Button>
        </div>
      ) : null}
      {list.data && !list.error ? <BonusList bonuses={list.data} onActivated={reload} /> : null}
    </main>
  );
}
