import { lazy, Suspense } from 'react';
import { useFirstPaintGate } from '../../lib/browser/first-paint-gate.ts';
import { withLaterTexts } from '../../lib/i18n/later-texts.ts';

const PushPrompt = lazy(async () => ({
  default: (await withLaterTexts(import('../../features/push/PushPrompt.tsx'))).PushPrompt,
}));

/**
 * The phone-notification prompt (ADR 0157) asks only after a deposit, never on a first load: its
 * code and the route groups it calls load once the screen's main content is painted, so home's
 * first load carries none of them (the web budget, issue 44).
 */
export function LatePushPrompt() {
  const painted = useFirstPaintGate();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <PushPrompt />
    </Suspense>
  );
}
