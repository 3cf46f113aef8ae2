import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@wallet/contract';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { EntryList } from '../../components/ui/entry-row/EntryRow.tsx';
import { PageSpinner } from '../../lib/feedback/spinner/Spinner.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useQueryOverlay } from '../../lib/query/use-query-overlay.ts';
import { pageCount } from './page-range.ts';
import { Pager } from './Pager.tsx';
import { statementPageQuery } from './statement-api.ts';
import { StatementRow } from './StatementRow.tsx';
import { usePlaceNames } from './use-place-names.ts';
import './statement.css';

// The slip list and its images load when the member opens them, not with the statement.
const SlipStatusModal = lazy(async () => ({
  default: (await import('./slips/SlipStatusModal.tsx')).SlipStatusModal,
}));

/** /user/statement (spec doc 2 section 2 "Statement"): the member's movements, 10 a page. */
export function StatementPage() {
  const { t, errorText } = useI18n();
  const [page, setPage] = useState(1);
  const [slipsOpen, setSlipsOpen] = useState(false);
  const names = usePlaceNames();
  // The page shown stays under the overlay while the next one loads.
  const list = useQuery({
    ...statementPageQuery({ page, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  useQueryOverlay(list);

  return (
    <main className="page">
      <div className="statement-head">
        <h1 className="page-title">{t('member.statement')}</h1>
        <Button variant="secondary" onClick={() => setSlipsOpen(true)} data-testid="slip-status-open">
          {t('statement.slipStatus')}
        </Button>
      </div>
      {list.isPending && !list.data ? <PageSpinner label={t('app.loading')} /> : null}
      {list.error ? (
        <div className="card stack center" role="alert">
          <p>{errorText(list.error)}</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('app.retry')}
          </Button>
        </div>
      ) : null}
      {list.data && !list.error ? (
        <section className="card stack">
          {list.data.statements.length === 0 ? (
            <p className="muted center">{t('statement.empty')}</p>
          ) : (
            <EntryList>
              {list.data.statements.map((entry) => (
                <StatementRow key={entry.reference} entry={entry} names={names} />
              ))}
            </EntryList>
          )}
          <Pager
            page={page}
            pages={pageCount(list.data.total, PAGE_SIZE)}
            onPage={setPage}
            testId="statement-pager"
          />
        </section>
      ) : null}
      {slipsOpen ? (
        <Suspense fallback={null}>
          <SlipStatusModal onClose={() => setSlipsOpen(false)} />
        </Suspense>
      ) : null}
    </main>
  );
}
