import { ProfilePage } from '../../features/account/ProfilePage.tsx';
import { PushSettings } from '../../features/push/PushSettings.tsx';

/** /user/profile with this device's notification settings in its slot (features do not import each other). */
export function ProfileWithPush() {
  return <ProfilePage deviceSettings={<PushSettings />} />;
}
