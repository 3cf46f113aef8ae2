import type { QrChannel } from '@wallet/contract';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../../lib/feedback/toast/use-toast.ts';
import { useAction } from '../../../lib/actions/use-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { parseAmount } from '../../../lib/wallet/parse-amount.ts';
import { useMemberCurrency } from '../../../lib/wallet/use-member-money.ts';
import { QR_REQUEST_MIN_BAHT } from './qr-rules.ts';
import { QrAmountForm } from './QrAmountForm.tsx';
import { QrCodeView } from './QrCodeView.tsx';
import { QrPaidView } from './QrPaidView.tsx';
import { useQrChannel } from './use-qr-channel.ts';

interface Props {
  channel: QrChannel;
}

/**
 * One QR channel (spec doc 2 sections 2 and 4): the amount form, the live QR with its countdown, or
 * the paid state once its money arrived (told by a toast too: the member may be on another tab).
 */
export function QrPanel({ channel }: Props) {
  const { t, codeText } = useI18n();
  const toast = useToast();
  const { busy, run } = useAction({ onError: 'toast' });
  const {
    qr,
    remaining,
    paid,
    served,
    dismissPaid,
    create: createQr,
    cancel: cancelQr,
  } = useQrChannel(channel);
  const [amount, setAmount] = useState('');
  const currency = useMemberCurrency();
  // One toast per paid QR (not again when the language changes).
  const toasted = useRef<string | null>(null);
  const paidId = paid?.qrcodeId;
  const paidReview = paid?.review;
  useEffect(() => {
    if (!paidId || toasted.current === paidId) return;
    toasted.current = paidId;
    toast.show('success', t(paidReview ? 'deposit.qrPaidReview' : 'deposit.qrPaid'));
  }, [paidId, paidReview, t, toast]);

  const create = () => {
    const value = parseAmount(amount, currency);
    if (value === null || value < QR_REQUEST_MIN_BAHT) return;
    void run(async () => {
      const reply = await createQr(value);
      if (!reply.hasQrcode) {
        toast.show('error', reply.message ? codeText(reply.message) : t('deposit.qrFailed'));
      }
    });
  };

  const cancel = (qrcodeId: string) =>
    void run(async () => {
      await cancelQr(qrcodeId);
    });

  if (paid && !qr) {
    return (
      <QrPaidView
        paid={paid}
        onNew={() => {
          setAmount('');
          dismissPaid();
        }}
        testId={`qr-paid-${channel}`}
      />
    );
  }
  return qr ? (
    <QrCodeView
      qr={qr}
      remaining={remaining}
      busy={busy}
      onCancel={() => cancel(qr.qrcodeId)}
      testId={`qr-code-${channel}`}
    />
  ) : (
    <QrAmountForm
      channel={channel}
      amount={amount}
      onAmountChange={setAmount}
      busy={busy}
      onCreate={create}
      served={served}
    />
  );
}
