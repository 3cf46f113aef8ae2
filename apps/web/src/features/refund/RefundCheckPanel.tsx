import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { useToast } from '../../lib/feedback/toast/use-toast.ts';
import { formatSettlementPeriod } from '../../lib/format/settlement-period.ts';
import { sanitizeHtml } from '../../lib/html/sanitize-html.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useMoneyMove } from '../../lib/wallet/use-money-move.ts';
import { addRefundToWallet, receiveRefund, refundCheckQuery } from './refund-api.ts';
import { RefundAddConfirm } from './RefundAddConfirm.tsx';
import { useMemberMoney } from '../../lib/wallet/use-member-money.ts';

interface Props {
  /**
   * After any answer to a receive or an add-to-wallet: the check, the log and the wallet are read
   * again (a success also refreshes the statement lists, useMoneyMove).
   */
  onChanged: () => void;
}

/**
 * The refund check (info, amount, odds), receive (disabled while a bonus is active, then the
 * refund is checked again: spec doc 2 section 4) and add-to-wallet behind its confirmation.
 */
export function RefundCheckPanel({ onChanged }: Props) {
  const { t, codeText } = useI18n();
  const money = useMemberMoney();
  const toast = useToast();
  const receiving = useMoneyMove((_: 'receive', key: string) => receiveRefund(key), { onError: 'toast' });
  const adding = useMoneyMove((_: 'add', key: string) => addRefundToWallet(key), { onError: 'toast' });
  const [confirming, setConfirming] = useState(false);
  const busy = receiving.busy || adding.busy;
  const { data: check } = useQuery(refundCheckQuery);

  const receive = () =>
    receiving.run(async () => {
      try {
        const reply = await receiving.move('receive');
        toast.show('success', codeText(reply.message));
      } finally {
        onChanged();
      }
    });

  const addToWallet = () =>
    adding.run(async () => {
      try {
        const reply = await adding.move('add');
        if (reply.result === 'success') toast.show('success', t('result.successMsg'));
        else toast.show('error', t('refund.addFailed'));
      } finally {
        setConfirming(false);
        onChanged();
      }
    });

  if (!check) return null;
  return (
    <section className="stack refund__check" data-testid="refund-check">
      <div className="refund__info" dangerouslySetInnerHTML={{ __html: sanitizeHtml(check.info) }} />
      <div className="refund__figure">
        <span className="muted">
          {t('refund.amount', formatSettlementPeriod(check.period.start, check.period.end))}
        </span>
        <strong data-testid="refund-amount">{money.figure(check.refundAmount)}</strong>
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
        <strong data-testid="refund-balance">{money.figure(check.refundBalance)}</strong>
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
