import { ConditionsMenuButton } from '../../features/conditions/ConditionsMenuButton.tsx';
import { LogoutButton } from '../../features/auth/LogoutButton.tsx';
import { MemberShell } from '../../features/shell-member/MemberShell.tsx';
import { OfflineBanner } from '../../components/ui/offline-banner/OfflineBanner.tsx';
import { RealtimeProvider } from '../../lib/realtime/RealtimeProvider.tsx';
import { RequireToken } from '../guards/RequireToken.tsx';

/**
 * Composes the member shell with the pieces other features own. The realtime connection lives as
 * long as this layout: leaving the member area (logout, ended session) closes it.
 */
export function MemberLayout() {
  return (
    <RequireToken>
      <RealtimeProvider>
        <OfflineBanner />
        <MemberShell topBarEnd={<LogoutButton />} conditionsItem={<ConditionsMenuButton />} />
      </RealtimeProvider>
    </RequireToken>
  );
}
