import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useBalanceEvents } from '../../lib/realtime/use-balance-events.ts';
import { useToast } from '../../lib/feedback/toast/use-toast.ts';
import { newestMovements } from './push-device.ts';
import { depositJustCredited, mayAsk, walletRose } from './prompt-rules.ts';
import { useDevicePush, useKeptSubscription } from './use-device-push.ts';

/**
 * Offers phone notifications once per member per device, right after a deposit is credited while
 * the app is open (issue 42, ADR 0157): the moment "tell me when money arrives" means something,
 * and never on a first load. Mounted with the member area's realtime connection (LatePushPrompt),
 * given the rise of the balance that made it load, if one did: it is checked once the prompt can ask.
 */
export function PushPrompt({ loadedBy }: { loadedBy?: { from: number; to: number } }) {
  const { t } = useI18n();
  const toast = useToast();
  const push = useDevicePush();
  useKeptSubscription(push.kept);
  const [open, setOpen] = useState(false);
  const action = useAction({ onError: () => toast.show('error', t('push.settings.failed')) });
  const lastWallet = useRef<number | undefined>(loadedBy?.to);
  const pendingRise = useRef(loadedBy);
  const askable = push.ready && mayAsk(push.facts);

  const askAfterDeposit = useCallback(() => {
    newestMovements()
      .then((rows) => {
        if (depositJustCredited(rows, Date.now())) setOpen(true);
      })
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    const rise = pendingRise.current;
    if (!askable || !rise) return;
    pendingRise.current = undefined;
    if (walletRose(rise.from, rise.to)) askAfterDeposit();
  }, [askable, askAfterDeposit]);

  const onBalance = useCallback(
    (event: { wallet: { amount: number } }) => {
      const previous = lastWallet.current;
      lastWallet.current = event.wallet.amount;
      if (!askable || open || !walletRose(previous, event.wallet.amount)) return;
      askAfterDeposit();
    },
    [askable, open, askAfterDeposit],
  );
  useBalanceEvents(onBalance);

  const allow = async () => {
    await action.run(async () => {
      await push.turnOn(false);
    });
    setOpen(false);
  };

  const later = () => {
    push.decline();
    setOpen(false);
  };

  return (
    <Modal
      open={open}
      title={t('push.prompt.title')}
      onClose={later}
      closeLabel={t('app.close')}
      testId="push-prompt"
      footer={
        <>
          <Button variant="secondary" onClick={later} disabled={action.busy}>
            {t('push.prompt.later')}
          </Button>
          <Button onClick={() => void allow()} busy={action.busy} data-testid="push-prompt-allow">
            {t('push.prompt.allow')}
          </Button>
        </>
      }
    >
      <p>{t('push.prompt.text')}</p>
    </Modal>
  );
}
