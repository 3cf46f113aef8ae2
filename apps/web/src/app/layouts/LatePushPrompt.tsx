import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { readChoice } from '../../features/push/device-choice.ts';
import { walletRose } from '../../features/push/prompt-rules.ts';
import { useFirstPaintGate } from '../../lib/browser/first-paint-gate.ts';
import { withLaterTexts } from '../../lib/i18n/later-texts.ts';
import { useBalanceEvents } from '../../lib/realtime/use-balance-events.ts';
import { walletQuery } from '../../lib/wallet/wallet-api.ts';

const PushPrompt = lazy(async () => ({
  default: (await withLaterTexts(import('../../features/push/PushPrompt.tsx'))).PushPrompt,
}));

/**
 * The phone-notification prompt (ADR 0157) loads only when it has work, never on a first load:
 * - a member whose choice on this device is on: after the screen's main content is painted, to
 *   tell the server the subscription again (useKeptSubscription);
 * - a member not asked yet: when a balance push rises over the one before (the server pushes the
 *   balance as the socket connects: that reading is never the moment), a rise the prompt then
 *   checks for a fresh deposit;
 * - a member who answered (off, declined): never.
 * Its code, the route groups it calls and the later screens' texts are then no part of home's
 * visit (issue 44: the JavaScript a visit downloads, ADR 0199).
 */
export function LatePushPrompt() {
  const painted = useFirstPaintGate();
  // The screen's own read fills the cache; this one only asks once the screen is painted.
  const memberId = useQuery({ ...walletQuery, enabled: painted }).data?.profile._id;
  const choice = memberId ? readChoice(memberId) : undefined;
  const lastReading = useRef<number | undefined>(undefined);
  const [rise, setRise] = useState<{ from: number; to: number } | undefined>(undefined);
  useBalanceEvents((event) => {
    const from = lastReading.current;
    const to = event.wallet.amount;
    lastReading.current = to;
    if (from !== undefined && walletRose(from, to)) setRise((first) => first ?? { from, to });
  });
  const wanted = choice?.state === 'on' || (choice === null && rise !== undefined);
  if (!painted || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <PushPrompt loadedBy={rise} />
    </Suspense>
  );
}
