import { Checkbox } from '../../components/ui/Checkbox.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { useToast } from '../../lib/feedback/toast/use-toast.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useDevicePush } from './use-device-push.ts';
import './push-settings.css';

/**
 * The profile's "notifications on this device" (ADR 0157): on or off, and whether a notice may
 * name amounts on a locked screen. Nothing where the server has push off.
 */
export function PushSettings() {
  const { t } = useI18n();
  const toast = useToast();
  const push = useDevicePush();
  const action = useAction({ onError: () => toast.show('error', t('push.settings.failed')) });
  const { busy } = action;
  const { facts } = push;
  if (!push.ready && facts.supported) return null;
  if (facts.supported && !facts.serverEnabled) return null;

  const on = facts.choice?.state === 'on' && facts.permission === 'granted';
  const showAmounts = facts.choice?.showAmounts === true;
  const note = !facts.supported
    ? t('push.settings.unsupported')
    : facts.permission === 'denied'
      ? t('push.settings.blocked')
      : null;

  const toggle = (wanted: boolean) =>
    action.run(async () => {
      if (wanted) {
        if (!(await push.turnOn(showAmounts)) && Notification.permission === 'denied')
          toast.show('error', t('push.settings.blocked'));
      } else await push.turnOff();
    });

  return (
    <section className="card stack" data-testid="push-settings" aria-busy={busy || undefined}>
      <h2 className="push-settings__title">{t('push.settings.title')}</h2>
      {note ? (
        <p className="muted">{note}</p>
      ) : (
        <>
          <Checkbox
            label={t('push.settings.enabled')}
            checked={on}
            onChange={(wanted) => void toggle(wanted)}
          />
          <Checkbox
            label={t('push.settings.showAmounts')}
            checked={showAmounts}
            onChange={(wanted) =>
              void push.setShowAmounts(wanted).catch(() => toast.show('error', t('push.settings.failed')))
            }
          />
          <p className="muted">{t('push.settings.showAmountsHint')}</p>
        </>
      )}
    </section>
  );
}
