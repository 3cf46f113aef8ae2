import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { pageRange } from './page-range.ts';

interface Props {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  testId: string;
}

/** Previous, the page numbers around the current one, next. Hidden when there is one page. */
export function Pager({ page, pages, onPage, testId }: Props) {
  const { t } = useI18n();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('statement.pages')} data-testid={testId}>
      <button
        type="button"
        className="pager__button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t('statement.previousPage')}
      >
        ‹
      </button>
      {pageRange(page, pages).map((number) => (
        <button
          key={number}
          type="button"
          className="pager__button"
          aria-current={number === page ? 'page' : undefined}
          aria-label={t('statement.page', { page: number })}
          onClick={() => onPage(number)}
          data-testid={`${testId}-page`}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className="pager__button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        aria-label={t('statement.nextPage')}
      >
        ›
      </button>
    </nav>
  );
}
