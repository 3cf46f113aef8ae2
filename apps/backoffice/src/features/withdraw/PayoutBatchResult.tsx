import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  confirmBatchPayoutRequest,
  type PayoutBatchItem,
  type PayoutResultImport,
  formatBaht,
  payoutFilesApi,
} from '@wallet/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { ActionFooter } from '../../components/ui/ActionFooter.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmWithReason } from '../../components/ui/ConfirmWithReason.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { FileField, SelectField, TextField } from '../../components/ui/Field.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { queueKeys } from '../../lib/realtime/queue-keys.ts';
import { payoutBatchQuery, uploadPayoutResult } from './payout-files-api.ts';

/** Digits with a decimal point at most, as typed (no exponent or sign for Number to read). */
const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * One batch's answer from the bank (ADR 0173): upload its result file (each payout paid or failed
 * once; refused rows are listed with why), and confirm by typing a payout the file did not settle.
 */
export function PayoutBatchResult({ batchId }: { batchId: number }) {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const detail = useQuery(payoutBatchQuery(batchId)).data;
  const action = useAction();
  const [file, setFile] = useState<File | null>(null);
  const [onFailure, setOnFailure] = useState<'desk' | 'return'>('desk');
  const [reply, setReply] = useState<PayoutResultImport | null>(null);
  const [confirming, setConfirming] = useState<PayoutBatchItem | null>(null);
  const [releasing, setReleasing] = useState(false);
  const releaseAction = useAction({ refresh: queueKeys.live('withdrawals') });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    await action.run(async () => {
      setReply(await uploadPayoutResult(batchId, file, { onFailure }));
      await Promise.all(
        queueKeys.live('withdrawals').map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    });
  }

  const open = detail?.items.filter((item) => item.outcome === 'OPEN') ?? [];
  return (
    <div className="stack" data-testid="payout-batch-result">
      <h3>{detail?.batch.fileName}</h3>
      <form onSubmit={submit} className="stack">
        <FileField
          label={t('payoutFiles.resultFile')}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setReply(null);
          }}
          hint={t('payoutFiles.resultHint')}
          data-testid="payout-result-file"
        />
        <SelectField
          label={t('payoutFiles.onFailure')}
          value={onFailure}
          onChange={(event) => setOnFailure(event.target.value as 'desk' | 'return')}
          data-testid="payout-result-failure"
        >
          <option value="desk">{t('payoutFiles.onFailure.desk')}</option>
          <option value="return">{t('payoutFiles.onFailure.return')}</option>
        </SelectField>
        <ActionFooter
          action={action}
          submitLabel={t('payoutFiles.import')}
          ready={file !== null}
          submitTestId="payout-result-submit"
          errorTestId="payout-result-error"
        />
      </form>
      {reply && (
        <table className="table" data-testid="payout-result-rows">
          <tbody>
            {reply.rows.map((row) => (
              <tr key={row.line} data-outcome={row.outcome}>
                <td>{row.line}</td>
                <td className="mono">{row.reference}</td>
                <td className="num">{row.amount === null ? '—' : formatBaht(row.amount, locale)}</td>
                <td>{t(`payoutFiles.outcome.${row.outcome}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {open.length > 0 && (
        <table className="table" data-testid="payout-batch-open-items">
          <tbody>
            {open.map((item) => (
              <tr key={item.withdrawalId} data-testid="payout-batch-item">
                <td className="mono">{item.reference}</td>
                <td className="num">{formatBaht(item.amount, locale)}</td>
                <td>
                  {item.waitingSecond &&
                    t('payoutFiles.waitingSecond', { name: item.waitingSecond.operator?.name ?? '' })}
                </td>
                <td>
                  <Button small onClick={() => setConfirming(item)} data-testid="payout-batch-confirm">
                    {t('payoutFiles.confirm')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {open.length > 0 && (
        <div className="row">
          <Button
            small
            variant="danger"
            onClick={() => setReleasing(true)}
            data-testid="payout-batch-release"
          >
            {t('payoutFiles.release')}
          </Button>
        </div>
      )}
      {releasing && (
        <ConfirmWithReason
          title={t('payoutFiles.releaseTitle')}
          summary={<p>{t('payoutFiles.releaseHelp', { count: open.length })}</p>}
          confirmLabel={t('payoutFiles.release')}
          danger
          action={releaseAction}
          onConfirm={(reason) =>
            releaseAction.send(payoutFilesApi.releasePayoutBatch, { params: { batchId }, body: { reason } })
          }
          onClose={() => setReleasing(false)}
        />
      )}
      {confirming && (
        <ConfirmPaidDialog batchId={batchId} item={confirming} onClose={() => setConfirming(null)} />
      )}
    </div>
  );
}

/** The amount and reference typed from the bank's statement; above the second-approver amount a second operator types them too. */
function ConfirmPaidDialog({
  batchId,
  item,
  onClose,
}: {
  batchId: number;
  item: PayoutBatchItem;
  onClose(): void;
}) {
  const { t } = useI18n();
  const action = useAction({ refresh: queueKeys.live('withdrawals') });
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  // The contract's rule (two decimals at most, a reference as banks write them), the one the server applies.
  const ready =
    DECIMAL.test(amount.trim()) &&
    confirmBatchPayoutRequest.safeParse({ amount: Number(amount.trim()), bankReference: reference }).success;
  useEffect(() => action.reset, [action.reset]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    const sent = await action.run(() =>
      action.send(payoutFilesApi.confirmBatchPayout, {
        params: { batchId, withdrawalId: item.withdrawalId },
        // The typed text as a number: the server refuses more than two decimals and any amount not the payout's.
        body: { amount: Number(amount.trim()), bankReference: reference.trim() },
      }),
    );
    if (sent) onClose();
  }

  return (
    <Dialog
      title={t('payoutFiles.confirmTitle')}
      onClose={onClose}
      closeLabel={t('common.close')}
      testId="payout-confirm-dialog"
    >
      <form onSubmit={submit} className="stack">
        <p className="mono">{item.reference}</p>
        <TextField
          label={t('payoutFiles.typedAmount')}
          hint={t('payoutFiles.typedAmountHint')}
          value={amount}
          inputMode="decimal"
          onChange={(event) => setAmount(event.target.value)}
          data-testid="payout-confirm-amount"
        />
        <TextField
          label={t('payouts.bankReference')}
          value={reference}
          maxLength={64}
          onChange={(event) => setReference(event.target.value)}
          data-testid="payout-confirm-reference"
        />
        <ActionFooter
          action={action}
          submitLabel={t('payoutFiles.confirm')}
          ready={ready}
          onCancel={onClose}
          submitTestId="payout-confirm-submit"
          errorTestId="payout-confirm-error"
        />
      </form>
    </Dialog>
  );
}
