import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Button } from './Button.tsx';

interface Props {
  page: number;
  limit: number;
  total: number;
  onPage(page: number): void;
}

/** Previous / next over a list the server pages; hidden when everything fits on one page. */
export function Pager({ page, limit, total, onPage }: Props) {
  const { t } = useI18n();
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <div className="row row--end pager">
      <Button small disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </Button>
      <span className="muted">{t('common.pageOf', { page, pages })}</span>
      <Button small disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </Button>
    </div>
  );
}
