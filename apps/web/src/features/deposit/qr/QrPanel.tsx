import type { QrChannel } from '@wallet/contract';
import { useState } from 'react';
import { useToast } from '../../../lib/feedback/toast/use-toast.ts';
import { useAction } from '../../../lib/actions/use-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { parseAmount } from '../../../lib/wallet/parse-amount.ts';
import { QR_REQUEST_MIN_BAHT } from './qr-rules.ts';
import { QrAmountForm } from './QrAmountForm.tsx';
import { QrCodeView } from './QrCodeView.tsx';
import { useQrChannel } from './use-qr-channel.ts';

interface Props {
  channel: QrChannel;
}

/** One QR channel (spec doc 2 sections 2 and 4): the amount form, or the live QR with its countdown. */
export function QrPanel({ channel }: Props) {
  const { t, codeText } = useI18n();
  const toast = useToast();
  const { busy, run } = useAction({ onError: 'toast' });
  const { qr, remaining, create: createQr, cancel: cancelQr } = useQrChannel(channel);
  const [amount, setAmount] = useState('');

  const create = () => {
    const value = parseAmount(amount);
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
    />
  );
}
