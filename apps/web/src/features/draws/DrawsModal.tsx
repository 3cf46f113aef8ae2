import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PAGE_SIZE } from '@wallet/contract';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { PageNav } from '../../components/ui/page-nav/PageNav.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { drawSeedQuery, drawsQuery } from './draws-api.ts';
import { DrawRow } from './DrawRow.tsx';
import { DrawSeedForm } from './DrawSeedForm.tsx';
import '../../components/ui/page-nav/page-nav.css';
import './draws.css';

/**
 * The verify view: a plain sentence first, every past draw with a check button, and the technical
 * part (the commitment to the next draw, the client seed, each draw's seeds) folded.
 */
export function DrawsModal({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const seed = useQuery(drawSeedQuery);
  const { data } = useQuery({ ...drawsQuery(page, PAGE_SIZE), placeholderData: keepPreviousData });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  return (
    <Modal
      open
      title={t('draws.title')}
      onClose={onClose}
      closeLabel={t('app.close')}
      testId="draws-modal"
      footer={
        <Button variant="ghost" block onClick={onClose}>
          {t('app.close')}
        </Button>
      }
    >
      <div className="stack">
        {/* A player reads what the draws promise first; how it works is folded for who wants it. */}
        <p className="draws-plain" data-testid="draws-plain">
          {t('draws.plain')}
        </p>
        <p className="muted">{t('draws.plainHow')}</p>
        <details className="draw-details" data-testid="draws-technical">
          <summary className="draw-details__summary">{t('draws.details')}</summary>
          <div className="stack">
            <p className="muted">{t('draws.how')}</p>
            {seed.data && <DrawSeedForm seed={seed.data} onSaved={() => void seed.refetch()} />}
          </div>
        </details>
        {data && data.draws.length === 0 && <p className="muted">{t('draws.empty')}</p>}
        <ul className="draw-list">
          {data?.draws.map((draw) => (
            <DrawRow key={draw.id} draw={draw} />
          ))}
        </ul>
        <PageNav page={page} pages={pages} onPage={setPage} testId="draws-pages" />
      </div>
    </Modal>
  );
}
