import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import './page-nav.css';

interface Props {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  testId: string;
}

/** Previous, "page x of y", next: the pager of the short tables inside modals. Hidden on one page. */
export function PageNav({ page, pages, onPage, testId }: Props) {
  const { t } = useI18n();
  if (pages <= 1) return null;
  return (
    <nav className="page-nav" data-testid={testId}>
      <button
        type="button"
        className="page-nav__button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('pager.previous')}
      </button>
      <span className="muted" data-testid={`${testId}-position`}>
        {t('pager.position', { page, pages })}
      </span>
      <button
        type="button"
        className="page-nav__button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        data-testid={`${testId}-next`}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
