import { useState } from 'react';
import { ConditionsMenuButton } from '../../features/conditions/ConditionsMenuButton.tsx';
import { LogoutButton } from '../../features/auth/LogoutButton.tsx';
import { MemberShell } from '../../features/shell-member/MemberShell.tsx';
import { OfflineBanner } from '../../components/ui/offline-banner/OfflineBanner.tsx';
import { createFirstPaintGate, FirstPaintGateContext } from '../../lib/browser/first-paint-gate.ts';
import { RealtimeProvider } from '../../lib/realtime/RealtimeProvider.tsx';
import { RequireToken } from '../guards/RequireToken.tsx';
import { LatePushPrompt } from './LatePushPrompt.tsx';

/**
 * Composes the member shell with the pieces other features own. The realtime connection lives as
 * long as this layout: leaving the member area (logout, ended session) closes it. The first-paint
 * gate lets the socket wait for the screen's main content (home's balance) on a first load.
 */
export function MemberLayout() {
  const [firstPaint] = useState(createFirstPaintGate);
  return (
    <RequireToken>
      <FirstPaintGateContext value={firstPaint}>
        <RealtimeProvider>
          <OfflineBanner />
          <LatePushPrompt />
          <MemberShell topBarEnd={<LogoutButton />} conditionsItem={<ConditionsMenuButton />} />
        </RealtimeProvider>
      </FirstPaintGateContext>
    </RequireToken>
  );
}
