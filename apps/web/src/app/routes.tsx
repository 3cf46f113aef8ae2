import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { PublicRouteHandle } from '../features/shell-public/PublicShell.tsx';
import { NotFoundPage } from '../features/site-status/NotFoundPage.tsx';
import { NEW_PASSWORD_PATH } from '../lib/session/new-password-path.ts';
import { AppErrorPage } from './AppErrorPage.tsx';
import { RouteFallback } from './RouteFallback.tsx';

const ownHeader: PublicRouteHandle = { hideTopBar: true };

/**
 * A route's screen, loaded with its route (issue 11): the first page a phone opens downloads its
 * own code and no other screen's. The router starts the import while it matches the URL, in
 * parallel with the route's loader.
 */
function screen(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  // The function form: React Router empties an object-form `lazy` once loaded, and this table is
  // shared by every router built from it (the tests build many).
  return async () => ({ Component: await load() });
}

/** Around the screens that read server state: TanStack Query loads with them, not with /login. */
const serverState = screen(
  async () => (await import('../lib/query/ServerStateLayout.tsx')).ServerStateLayout,
);

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
        lazy: screen(async () => (await import('../features/shell-public/PublicShell.tsx')).PublicShell),
        children: [
          {
            path: '/login',
            lazy: screen(async () => (await import('../features/auth/LoginPage.tsx')).LoginPage),
            handle: ownHeader,
          },
          {
            lazy: serverState,
            children: [
              {
                path: '/register',
                lazy: screen(
                  async () => (await import('../features/register/RegisterPage.tsx')).RegisterPage,
                ),
              },
              {
                path: '/howto',
                lazy: screen(async () => (await import('../features/howto/HowtoPage.tsx')).HowtoPage),
              },
              {
                path: '/contact',
                lazy: screen(async () => (await import('./contact/ContactWithChat.tsx')).ContactWithChat),
                handle: ownHeader,
              },
            ],
          },
        ],
      },
      {
        lazy: serverState,
        children: [
          {
            // Outside the member layout: a one-time password's session has no menu and no socket.
            path: NEW_PASSWORD_PATH,
            lazy: screen(async () => (await import('./layouts/NewPasswordLayout.tsx')).NewPasswordLayout),
          },
          {
            path: '/user',
            lazy: screen(async () => (await import('./layouts/MemberLayout.tsx')).MemberLayout),
            children: [
              { index: true, element: <Navigate to="/user/home" replace /> },
              { path: 'home', lazy: screen(async () => (await import('./home/HomePage.tsx')).HomePage) },
              {
                path: 'profile',
                lazy: screen(async () => (await import('../features/account/ProfilePage.tsx')).ProfilePage),
              },
              {
                path: 'bonus',
                lazy: screen(async () => (await import('../features/bonus/BonusPage.tsx')).BonusPage),
              },
              {
                path: 'statement',
                lazy: screen(
                  async () => (await import('../features/statement/StatementPage.tsx')).StatementPage,
                ),
              },
              {
                path: 'contact',
                lazy: screen(async () => (await import('./contact/ContactWithChat.tsx')).ContactWithChat),
              },
              {
                path: 'spin',
                lazy: screen(async () => (await import('../features/spin/SpinPage.tsx')).SpinPage),
              },
            ],
          },
        ],
      },
      {
        path: '/terminated',
        lazy: screen(async () => (await import('../features/site-status/TerminatedPage.tsx')).TerminatedPage),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
