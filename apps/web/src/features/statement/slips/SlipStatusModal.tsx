import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@wallet/contract';
import { useState } from 'react';
import { useLoadingOverlay } from '../../../lib/feedback/loading-overlay/use-loading-overlay.ts';
import { Modal } from '../../../components/ui/Modal.tsx';
import { EntryList } from '../../../components/ui/entry-row/EntryRow.tsx';
import { SlipSummary } from '../../../components/ui/slip/SlipSummary.tsx';
import { PageSpinner } from '../../../lib/feedback/spinner/Spinner.tsx';
import { useToast } from '../../../lib/feedback/toast/use-toast.ts';
import { safeHttpUrlOrPath } from '../../../lib/html/safe-url.ts';
import { useAction } from '../../../lib/actions/use-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useQueryOverlay } from '../../../lib/query/use-query-overlay.ts';
import { pageCount } from '../page-range.ts';
import { Pager } from '../Pager.tsx';
import { fetchSlipImageUrl, slipPageQuery } from '../statement-api.ts';
import { SlipImageModal } from './SlipImageModal.tsx';
import { useMemberMoney } from '../../../lib/wallet/use-member-money.ts';

/** The member's uploaded slips, 10 a page, each with its status, note and stored image. */
export function SlipStatusModal({ onClose }: { onClose: () => void }) {
  const { t, errorText } = useI18n();
  const money = useMemberMoney();
  const toast = useToast();
  const { run } = useAction({ onError: 'toast' });
  const { track } = useLoadingOverlay();
  const [page, setPage] = useState(1);
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const slips = useQuery({ ...slipPageQuery({ page, limit: PAGE_SIZE }), placeholderData: keepPreviousData });
  useQueryOverlay(slips);

  const view = (reference: string) =>
    run(async () => {
      const { url } = await track(fetchSlipImageUrl(reference));
      // The URL comes from the server; only a web address or a path of this site may reach src.
      const safe = safeHttpUrlOrPath(url);
      if (safe) setImageUrl(safe);
      else toast.show('error', t('error.unexpected'));
    });

  return (
    <>
      <Modal
        open
        title={t('statement.slipStatus')}
        onClose={onClose}
        closeLabel={t('app.close')}
        testId="slip-status-modal"
      >
        {slips.isPending && !slips.data ? <PageSpinner label={t('app.loading')} /> : null}
        {slips.error ? (
          <p className="center" role="alert">
            {errorText(slips.error)}
          </p>
        ) : null}
        {slips.data && !slips.error ? (
          <div className="stack">
            {slips.data.slips.length === 0 ? (
              <p className="muted center">{t('statement.slipsEmpty')}</p>
            ) : (
              <EntryList>
                {slips.data.slips.map((slip) => (
                  <SlipSummary
                    key={slip.reference}
                    slip={slip}
                    layout="list-row"
                    money={money}
                    action={
                      <button
                        type="button"
                        className="statement-link"
                        onClick={() => void view(slip.reference)}
                        data-testid="slip-view"
                      >
                        {t('statement.viewSlip')}
                      </button>
                    }
                  />
                ))}
              </EntryList>
            )}
            <Pager
              page={page}
              pages={pageCount(slips.data.total, PAGE_SIZE)}
              onPage={setPage}
              testId="slip-pager"
            />
          </div>
        ) : null}
      </Modal>
      {imageUrl ? <SlipImageModal url={imageUrl} onClose={() => setImageUrl(null)} /> : null}
    </>
  );
}
