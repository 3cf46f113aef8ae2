import { encryptTrueLink, TRUELINK_DEFAULT_SECRET } from '@wallet/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useToast } from '../../../lib/feedback/toast/use-toast.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useMoneyMove } from '../../../lib/wallet/use-money-move.ts';
import { sendTrueLink } from '../deposit-api.ts';

/** Shared with the server (TRUELINK_SECRET); it ships in the bundle, so TLS is the real protection. */
const TRUELINK_SECRET: string = import.meta.env.VITE_TRUELINK_SECRET ?? TRUELINK_DEFAULT_SECRET;

/** The gift-link variant: the member pastes a TrueMoney gift link and sends it, sealed. */
export function GiftLinkForm({ walletAccountName }: { walletAccountName: string }) {
  const { t } = useI18n();
  const toast = useToast();
  // Keyed on the plain link: the sealed text differs on every attempt (a fresh IV).
  const {
    busy,
    run,
    move: redeem,
  } = useMoneyMove(
    async (plain: { giftLink: string; walletAccountName: string }, key: string) =>
      sendTrueLink(
        { link: await encryptTrueLink(plain.giftLink, plain.walletAccountName, TRUELINK_SECRET) },
        key,
      ),
    { onError: 'toast' },
  );
  const [link, setLink] = useState('');
  const giftLink = link.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!giftLink) return;
    void run(async () => {
      const reply = await redeem({ giftLink, walletAccountName });
      toast.show('success', t(reply.status === 'PENDING' ? 'deposit.linkPendingMsg' : 'deposit.linkSendMsg'));
      setLink('');
    });
  };

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <TextField
        label={t('deposit.giftLinkLabel')}
        value={link}
        onChange={setLink}
        hint={t('deposit.giftLinkHint')}
        inputMode="url"
        autoComplete="off"
        placeholder="https://gift.truemoney.com/campaign/?v=…"
        data-testid="truelink-input"
      />
      <Button type="submit" block busy={busy} disabled={!giftLink} data-testid="truelink-send">
        {t('deposit.giftLinkSend')}
      </Button>
    </form>
  );
}
