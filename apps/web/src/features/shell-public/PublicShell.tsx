import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BottomMenu, type BottomMenuItem } from '../../components/ui/BottomMenu.tsx';
import { BrandMark } from '../../components/ui/BrandMark.tsx';
import { ChatIcon, LoginIcon, PlayIcon, UserPlusIcon } from '../../components/ui/icons.tsx';
import { LanguageSelect } from '../../components/ui/LanguageSelect.tsx';
import { TopBar } from '../../components/ui/TopBar.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { clearSession, hasToken } from '../../lib/session/session.ts';

/** Pages that draw their own header (login) or none at all (contact): no top bar above them. */
const OWN_HEADER_PATHS = ['/login', '/contact'];

function useHideTopBar(): boolean {
  // By address: the declarative router (ADR 0114) has no route handles to read.
  return OWN_HEADER_PATHS.includes(useLocation().pathname);
}

export function PublicShell() {
  const { t } = useI18n();
  const hideTopBar = useHideTopBar();

  // Spec doc 1 section 2: entering the public area while holding a token ends that session,
  // so a shared phone never keeps a previous player signed in behind the login page.
  useEffect(() => {
    if (hasToken()) clearSession();
  }, []);

  const items: BottomMenuItem[] = [
    { kind: 'link', to: '/login', label: t('menu.login'), icon: <LoginIcon />, testId: 'menu-login' },
    {
      kind: 'link',
      to: '/register',
      label: t('menu.register'),
      icon: <UserPlusIcon />,
      testId: 'menu-register',
    },
    { kind: 'link', to: '/howto', label: t('menu.howto'), icon: <PlayIcon />, testId: 'menu-howto' },
    { kind: 'link', to: '/contact', label: t('menu.contact'), icon: <ChatIcon />, testId: 'menu-contact' },
  ];

  return (
    <div className="app-frame">
      {hideTopBar ? null : <TopBar start={<BrandMark name={t('app.name')} />} end={<LanguageSelect />} />}
      <Outlet />
      <BottomMenu label={t('menu.label')} items={items} />
    </div>
  );
}
