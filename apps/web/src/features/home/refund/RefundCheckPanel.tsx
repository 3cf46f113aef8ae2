import { useQuery } from '@tanstack/react-query';
import { useSubmissionKeys } from '@wallet/web-client';
import { useState } from 'react';
import { formatBaht } from '@wallet/contract';
import { Button } from '../../../components/ui/Button.tsx';
import { useLoadingOverlay } from '../../../components/ui/loading-overlay/use-loading-overlay.ts';
import { useToast } from '../../../components/ui/toast/use-toast.ts';
import { formatSettlementPeriod } from '../../../lib/format/settlement-period.ts';
import { sanitizeHtml } from '../../../lib/html/sanitize-html.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { addRefundToWallet, receiveRefund, refundCheckQuery } from './refund-api.ts';
import { RefundAddConfirm } from './RefundAddConfirm.tsx';

interface Props {
  /** After a receive or an add-to-wallet: the check, the log and the wallet are read again. */
  onChanged: () => void;
}

/**
 * The refund check (info, amount, odds), receive (disabled while a bonus is active, then the
 * refund is checked again: spec doc 2 section 4) and add-to-wallet behind its confirmation.
 */
export function RefundCheckPanel({ onChanged }: Props) {
  const { t, errorText, codeText } = useI18n();
  const { track } = useLoadingOverlay();
  const toast = useToast();
  const receiveKeys = useSubmissionKeys();
  const addKeys = useSubmissionKeys();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const { data: check } = useQuery(refundCheckQuery);

  const receive = async () => {
    setBusy(true);
    try {
      const reply = await track(receiveKeys.submit('receive', (key) => receiveRefund(key)));
      toast.show('success', codeText(reply.message));
    } catch (error) {
      toast.show('error', errorText(error));
    } finally {
      setBusy(false);
      onChanged();
    }
  };

  const addToWallet = async () => {
    setBusy(true);
    try {
      const reply = await track(addKeys.submit('add', (key) => addRefundToWallet(key)));
      if (reply.result === 'success') toast.show('success', t('result.successMsg'));
      else toast.show('error', t('refund.addFailed'));
    } catch (error) {
      toast.show('error', errorText(error));
    } finally {
      setBusy(false);
      setConfirming(false);
      onChanged();
    }
  };

  if (!check) return null;
  return (
    <section className="stack refund__check" data-testid="refund-check">
      <div className="refund__info" dangerouslySetInnerHTML={{ __html: sanitizeHtml(check.info) }} />
      <div className="refund__figure">
        <span className="muted">
          {t('refund.amount', formatSettlementPeriod(check.period.start, check.period.end))}
        </span>
        <strong data-testid="refund-amount">{formatBaht(check.refundAmount)}</strong>
      </div>
      <Button
        block
        busy={busy}
        disabled={check.bonus || !check.result}
        onClick={() => void receive()}
        data-testid="refund-receive"
      >
        {t('refund.receive')}
      </Button>
      {check.bonus && <p className="refund__warning">{t('refund.bonusBlocked')}</p>}
      <div className="refund__figure">
        <span className="muted">{t('refund.balance')}</span>
        <strong data-testid="refund-balance">{formatBaht(check.refundBalance)}</strong>
      </div>
      <p className="muted" data-testid="refund-rates">
        {t('refund.rates', { success: check.refundSuccess, fail: check.refundFail })}
      </p>
      <Button
        block
        variant="secondary"
        disabled={check.refundBalance <= 0 || check.bonus}
        onClick={() => setConfirming(true)}
        data-testid="refund-add-wallet"
      >
        {t('refund.addWallet')}
      </Button>
      {confirming && (
        <RefundAddConfirm
          amount={check.refundBalance}
          success={check.refundSuccess}
          fail={check.refundFail}
          busy={busy}
          onConfirm={() => void addToWallet()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
