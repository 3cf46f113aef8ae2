import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { walletQuery } from '../../lib/wallet/wallet-api.ts';
import { readChoice, writeChoice } from './device-choice.ts';
import {
  notificationPermission,
  pushKeyQuery,
  pushSupported,
  subscribeDevice,
  unsubscribeDevice,
} from './push-device.ts';
import { keepsSubscription, type DeviceChoice, type PromptFacts } from './prompt-rules.ts';

/**
 * This device's notifications for the signed-in member (ADR 0157): the facts the prompt and the
 * settings read, and turning them on or off.
 */
export function useDevicePush() {
  const { locale } = useI18n();
  const key = useQuery({ ...pushKeyQuery, enabled: pushSupported() });
  const memberId = useQuery(walletQuery).data?.profile._id;
  // What this render's member chose: the device's stored choice, or the one just made.
  const [made, setMade] = useState<{ memberId: string; choice: DeviceChoice } | null>(null);
  const choice = !memberId ? null : made?.memberId === memberId ? made.choice : readChoice(memberId);
  const [permission, setPermission] = useState<NotificationPermission>(notificationPermission);

  const publicKey = key.data?.publicKey ?? null;
  const facts: PromptFacts = {
    supported: pushSupported(),
    serverEnabled: key.data?.enabled === true && publicKey !== null,
    permission,
    choice,
  };
  const keep = keepsSubscription(facts);
  const showAmounts = choice?.showAmounts === true;

  const choose = useCallback(
    (next: DeviceChoice) => {
      if (!memberId) return;
      writeChoice(memberId, next);
      setMade({ memberId, choice: next });
    },
    [memberId],
  );

  /** Asks the browser (from a tap: browsers allow the question only then) and subscribes. */
  const turnOn = useCallback(
    async (amounts: boolean) => {
      if (!publicKey) return false;
      const answer = await Notification.requestPermission();
      setPermission(answer);
      if (answer !== 'granted') {
        choose({ state: 'declined', showAmounts: amounts });
        return false;
      }
      await subscribeDevice(publicKey, locale, amounts);
      choose({ state: 'on', showAmounts: amounts });
      return true;
    },
    [publicKey, locale, choose],
  );

  const turnOff = useCallback(async () => {
    await unsubscribeDevice();
    choose({ state: 'off', showAmounts });
  }, [choose, showAmounts]);

  /** Kept with the choice, and told to the server at once where the device is on. */
  const setShowAmounts = useCallback(
    async (amounts: boolean) => {
      choose({ state: choice?.state ?? 'off', showAmounts: amounts });
      if (keep && publicKey) await subscribeDevice(publicKey, locale, amounts);
    },
    [choose, choice, keep, publicKey, locale],
  );

  const decline = useCallback(() => choose({ state: 'declined', showAmounts: false }), [choose]);

  return {
    facts,
    ready: memberId !== undefined && key.isSuccess,
    /** The subscription this device keeps, as the server should know it (useKeptSubscription). */
    kept: keep && publicKey ? { publicKey, locale, showAmounts } : null,
    turnOn,
    turnOff,
    setShowAmounts,
    decline,
  };
}

/**
 * Tells the server this device's subscription again on each visit, language change and amounts
 * change of a member whose choice is on: a logout ended it on the server, and a browser may have
 * renewed it. Used once, by the member area's PushPrompt.
 */
export function useKeptSubscription(kept: ReturnType<typeof useDevicePush>['kept']): void {
  const publicKey = kept?.publicKey;
  const locale = kept?.locale;
  const showAmounts = kept?.showAmounts;
  useEffect(() => {
    if (publicKey && locale) subscribeDevice(publicKey, locale, showAmounts === true).catch(() => undefined);
  }, [publicKey, locale, showAmounts]);
}
