import { ConditionsMenuButton } from '../../features/conditions/ConditionsMenuButton.tsx';
import { LogoutButton } from '../../features/auth/LogoutButton.tsx';
import { MemberShell } from '../../features/shell-member/MemberShell.tsx';
import { RequireToken } from '../guards/RequireToken.tsx';

/** Composes the member shell with the pieces other features own. */
export function MemberLayout() {
  return (
    <RequireToken>
      <MemberShell topBarEnd={<LogoutButton />} conditionsItem={<ConditionsMenuButton />} />
    </RequireToken>
  );
}
