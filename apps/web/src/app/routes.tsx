import { Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { siteActiveLoader } from '../features/auth/site-active-loader.ts';
import { ContactPage } from '../features/contact/ContactPage.tsx';
import { HowtoPage } from '../features/howto/HowtoPage.tsx';
import { ComingSoonPage } from '../features/placeholders/ComingSoonPage.tsx';
import { BonusPage } from '../features/bonus/BonusPage.tsx';
import { ProfilePage } from '../features/profile/ProfilePage.tsx';
import { RegisterPage } from '../features/register/RegisterPage.tsx';
import { PublicShell, type PublicRouteHandle } from '../features/shell-public/PublicShell.tsx';
import { NotFoundPage } from '../features/site-status/NotFoundPage.tsx';
import { TerminatedPage } from '../features/site-status/TerminatedPage.tsx';
import { StatementPage } from '../features/statement/StatementPage.tsx';
import { AppErrorPage } from './AppErrorPage.tsx';
import { HomePage } from './home/HomePage.tsx';
import { MemberLayout } from './layouts/MemberLayout.tsx';
import { RouteFallback } from './RouteFallback.tsx';

const ownHeader: PublicRouteHandle = { hideTopBar: true };

/** The route table of spec doc 1 section 2. */
export const routes: RouteObject[] = [
  {
    errorElement: <AppErrorPage />,
    hydrateFallbackElement: <RouteFallback />,
    children: [
      // A plain redirect, not inside the public shell: mounting that shell would end a member's
      // session just for opening the site's root address.
      { path: '/', element: <Navigate to="/user" replace /> },
      {
        element: <PublicShell />,
        children: [
          { path: '/login', loader: siteActiveLoader, element: <LoginPage />, handle: ownHeader },
          { path: '/register', element: <RegisterPage /> },
          { path: '/howto', element: <HowtoPage /> },
          { path: '/contact', element: <ContactPage />, handle: ownHeader },
        ],
      },
      {
        path: '/user',
        element: <MemberLayout />,
        children: [
          { index: true, element: <Navigate to="/user/home" replace /> },
          { path: 'home', element: <HomePage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'bonus', element: <BonusPage /> },
          { path: 'statement', element: <StatementPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'spin', element: <ComingSoonPage title="member.spin" /> },
        ],
      },
      { path: '/terminated', element: <TerminatedPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
