import { BrandMark } from '../../components/ui/BrandMark.tsx';
import { LanguageSelect } from '../../components/ui/LanguageSelect.tsx';
import { TopBar } from '../../components/ui/TopBar.tsx';
import { LogoutButton } from '../../features/auth/LogoutButton.tsx';
import { NewPasswordPage } from '../../features/account/NewPasswordPage.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { RequireToken } from '../guards/RequireToken.tsx';

/**
 * The frame of the new-password screen (ADR 0053): the member's session may only change the
 * password or log out, so there is no menu, no socket and no member shell; only the language and
 * logout.
 */
export function NewPasswordLayout() {
  const { t } = useI18n();
  return (
    <RequireToken>
      <div className="app-frame">
        <TopBar
          start={<BrandMark name={t('app.name')} />}
          end={
            <>
              <LanguageSelect />
              <LogoutButton />
            </>
          }
        />
        <NewPasswordPage />
      </div>
    </RequireToken>
  );
}
