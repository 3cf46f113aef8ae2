import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { BottomMenu, type BottomMenuItem } from '../../components/ui/BottomMenu.tsx';
import { BrandMark } from '../../components/ui/BrandMark.tsx';
import { ChatIcon, HomeIcon, ListIcon, UserIcon } from '../../components/ui/icons.tsx';
import { LanguageSelect } from '../../components/ui/LanguageSelect.tsx';
import { TopBar } from '../../components/ui/TopBar.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

interface Props {
  /** Rendered at the end of the top bar after the language select (the logout button). */
  topBarEnd: ReactNode;
  /** The second bottom-menu entry (the conditions button and its modal). */
  conditionsItem: ReactNode;
}

/**
 * The logged-in frame (spec doc 1 section 2 "Authenticated shell"). Entries owned by other
 * features come in as slots, so this feature does not import them. The top bar shows the app name
 * (doc 1 section 2), the brand the public pages and /login show too (issue 46: one brand name).
 */
export function MemberShell({ topBarEnd, conditionsItem }: Props) {
  const { t } = useI18n();

  const items: BottomMenuItem[] = [
    {
      kind: 'link',
      to: '/user/profile',
      label: t('menu.profile'),
      icon: <UserIcon />,
      testId: 'menu-profile',
    },
    { kind: 'custom', id: 'conditions', node: conditionsItem },
    {
      kind: 'link',
      to: '/user/home',
      label: t('menu.home'),
      icon: <HomeIcon />,
      center: true,
      testId: 'menu-home',
    },
    {
      kind: 'link',
      to: '/user/statement',
      label: t('menu.statement'),
      icon: <ListIcon />,
      testId: 'menu-statement',
    },
    {
      kind: 'link',
      to: '/user/contact',
      label: t('menu.contact'),
      icon: <ChatIcon />,
      testId: 'menu-contact',
    },
  ];

  return (
    <div className="app-frame">
      <TopBar
        start={<BrandMark name={t('app.name')} />}
        end={
          <>
            <LanguageSelect />
            {topBarEnd}
          </>
        }
      />
      <Outlet />
      <BottomMenu label={t('menu.label')} items={items} />
    </div>
  );
}
