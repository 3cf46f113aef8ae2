import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { readChoice } from '../../features/push/device-choice.ts';
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
 * - a member not asked yet: with the first balance push, which the prompt takes as the reading a
 *   rise is measured from (it asks only when the balance rises after a deposit);
 * - a member who answered (off, declined): never.
 * Its code, the route groups it calls and the later screens' texts are then no part of home's
 * visit (issue 44: the JavaScript a visit downloads, ADR 0199).
 */
export function LatePushPrompt() {
  const painted = useFirstPaintGate();
  // The screen's own read fills the cache; this one only asks once the screen is painted.
  const memberId = useQuery({ ...walletQuery, enabled: painted }).data?.profile._id;
  const choice = memberId ? readChoice(memberId) : undefined;
  const [firstReading, setFirstReading] = useState<number | undefined>(undefined);
  useBalanceEvents((event) => setFirstReading((reading) => reading ?? event.wallet.amount));
  const wanted = choice?.state === 'on' || (choice === null && firstReading !== undefined);
  if (!painted || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <PushPrompt firstReading={firstReading} />
    </Suspense>
  );
}
