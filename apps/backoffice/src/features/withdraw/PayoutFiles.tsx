import { useQuery } from '@tanstack/react-query';
import {
  exportPayoutFileRequest,
  payoutFileLayouts,
  type ExportPayoutFileRequest,
  type PayoutFileLayout,
  formatBaht,
  payoutFilesApi,
} from '@wallet/contract';
import { useState, type FormEvent } from 'react';
import { ActionFooter } from '../../components/ui/ActionFooter.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { SelectField, TextField } from '../../components/ui/Field.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { queueKeys } from '../../lib/realtime/queue-keys.ts';
import { PayoutBatchResult } from './PayoutBatchResult.tsx';
import { manualPayoutsQuery } from './manual-payouts-api.ts';
import { payoutBatchesQuery, saveBatchFile } from './payout-files-api.ts';

/**
 * Bulk payment files (ADR 0173) on the payout desk: put every payout waiting in no file into a
 * file in a bank portal's layout and save it; later upload the bank's result file of a batch, or
 * confirm a payout the file did not settle by typing its amount.
 */
export function PayoutFiles() {
  const { t, locale } = useI18n();
  const batches = useQuery(payoutBatchesQuery).data?.items ?? [];
  const waiting = useQuery(manualPayoutsQuery).data?.items.length ?? 0;
  const action = useAction({ refresh: queueKeys.live('withdrawals') });
  const [form, setForm] = useState<ExportPayoutFileRequest>({
    layout: 'ktb',
    companyId: '',
    debitAccount: '',
    senderName: '',
    serviceCode: '',
  });
  const [openBatch, setOpenBatch] = useState<number | null>(null);
  // The contract's rule for the form, the one the server applies.
  const ready = exportPayoutFileRequest.safeParse(form).success;
  const set = (field: keyof ExportPayoutFileRequest) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    await action.run(async () => {
      saveBatchFile(
        await action.send(payoutFilesApi.exportPayoutBatch, {
          body: { ...form, companyId: form.companyId.trim(), senderName: form.senderName.trim() },
        }),
      );
    });
  }

  // Only where the manual rail is used: something waits on the desk, or a file was made.
  if (waiting === 0 && batches.length === 0) return null;

  async function download(batchId: number) {
    await action.run(async () =>
      saveBatchFile(await action.send(payoutFilesApi.payoutBatchFile, { params: { batchId } })),
    );
  }

  return (
    <section className="card stack" data-testid="payout-files">
      <h2>{t('payoutFiles.title')}</h2>
      <p className="muted">{t('payoutFiles.help')}</p>
      <form onSubmit={submit} className="stack">
        <SelectField
          label={t('payoutFiles.layout')}
          value={form.layout}
          onChange={(event) =>
            setForm((current) => ({ ...current, layout: event.target.value as PayoutFileLayout }))
          }
          data-testid="payout-file-layout"
        >
          {payoutFileLayouts.map((layout) => (
            <option key={layout} value={layout}>
              {t(`payoutFiles.layout.${layout}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('payoutFiles.companyId')}
          value={form.companyId}
          maxLength={12}
          onChange={set('companyId')}
          data-testid="payout-file-company"
        />
        <TextField
          label={t('payoutFiles.debitAccount')}
          value={form.debitAccount}
          maxLength={10}
          inputMode="numeric"
          onChange={set('debitAccount')}
          data-testid="payout-file-account"
        />
        <TextField
          label={t('payoutFiles.senderName')}
          value={form.senderName}
          maxLength={100}
          onChange={set('senderName')}
          data-testid="payout-file-sender"
        />
        <TextField
          label={t('payoutFiles.serviceCode')}
          hint={t('payoutFiles.serviceCodeHint')}
          value={form.serviceCode}
          maxLength={3}
          onChange={set('serviceCode')}
          data-testid="payout-file-service"
        />
        <ActionFooter
          action={action}
          submitLabel={t('payoutFiles.export')}
          ready={ready}
          submitTestId="payout-file-export"
          errorTestId="payout-file-error"
        />
      </form>
      {batches.length > 0 && (
        <table className="table" data-testid="payout-batches">
          <thead>
            <tr>
              <th>{t('payoutFiles.batch')}</th>
              <th className="num">{t('queues.col.amount')}</th>
              <th>{t('payoutFiles.progress')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {batches.map((batch) => (
              <tr key={batch.id} data-testid="payout-batch-row">
                <td>
                  <div className="mono">{batch.fileName}</div>
                  <div className="muted">
                    {t(`payoutFiles.layout.${batch.layout}`)} · {formatDateTime(batch.createdAt)}
                  </div>
                </td>
                <td className="num">
                  {formatBaht(batch.total, locale)} ({batch.count})
                </td>
                <td>
                  {t('payoutFiles.counts', { open: batch.open, paid: batch.paid, failed: batch.failed })}
                </td>
                <td>
                  <Button small onClick={() => void download(batch.id)} data-testid="payout-batch-download">
                    {t('payoutFiles.download')}
                  </Button>{' '}
                  <Button
                    small
                    variant="primary"
                    onClick={() => setOpenBatch(openBatch === batch.id ? null : batch.id)}
                    data-testid="payout-batch-open"
                  >
                    {t('payoutFiles.result')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {openBatch !== null && <PayoutBatchResult batchId={openBatch} />}
    </section>
  );
}
