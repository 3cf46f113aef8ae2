import { Button } from '../../components/ui/Button.tsx';
import { useLoadingOverlay } from '../../components/ui/loading-overlay/use-loading-overlay.ts';
import { PageSpinner } from '../../components/ui/Spinner.tsx';
import { useApiQuery } from '../../lib/api/use-api-query.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { ActiveBonusNotice } from './ActiveBonusNotice.tsx';
import { fetchActiveBonus, fetchBonuses } from './bonus-api.ts';
import { BonusList } from './BonusList.tsx';
import { PromotionSearch } from './PromotionSearch.tsx';
import './bonus.css';

/** /user/bonus (spec doc 2 section 2 "Bonus"): promotion code search, bonus banners, the active bonus. */
export function BonusPage() {
  const { t, errorText } = useI18n();
  const { track } = useLoadingOverlay();
  const list = useApiQuery('bonus-list', (signal) => track(fetchBonuses(signal)));
  const active = useApiQuery('bonus-active', fetchActiveBonus);
  const reload = () => {
    list.reload();
    active.reload();
  };

  return (
    <main className="page bonus-page">
      <h1 className="page-title">{t('member.bonus')}</h1>
      {active.data?.status ? <ActiveBonusNotice active={active.data} onEnded={reload} /> : null}
      <PromotionSearch onActivated={reload} />
      <h2 className="bonus-page__subtitle">{t('bonus.listTitle')}</h2>
      {list.loading && !list.data ? <PageSpinner label={t('app.loading')} /> : null}
      {list.error ? (
        <div className="card stack center" role="alert">
          <p>{errorText(list.error)}</p>
          <Button variant="secondary" onClick={list.reload}>
            {t('app.retry')}
          </Button>
        </div>
      ) : null}
      {list.data && !list.error ? <BonusList bonuses={list.data} onActivated={reload} /> : null}
    </main>
  );
}
