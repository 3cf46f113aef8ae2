import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { NotFoundPage } from '../features/site-status/NotFoundPage.tsx';
import { withLaterTexts, withTexts } from '../lib/i18n/later-texts.ts';
import { NEW_PASSWORD_PATH } from '../lib/session/new-password-path.ts';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { RouteFallback } from './RouteFallback.tsx';

/**
 * A route's screen, loaded with its route (issue 11): the first page a phone opens downloads its
 * own code and no other screen's. A lazy component, rendered by the declarative router (ADR 0114:
 * the data router's loaders, actions and fetchers, which the app does not use, were 17 kB gzip of
 * every first load). A navigation is a transition, so the screen shown stays until the next one
 * has loaded, as with the data router's `lazy`; index.html's early start preloads the chunks of
 * the first screen (build/early-start-script.ts).
 */
function screen(load: () => Promise<ComponentType>): RouteObject['element'] {
  const Screen = lazy(async () => ({ default: await load() }));
  return <Screen />;
}

/** A screen that draws the later screens' texts: it waits for them with its code (ADR 0184). */
const laterScreen = (load: () => Promise<ComponentType>) => screen(() => withLaterTexts(load()));

/** Around the screens that read server state: TanStack Query loads with them, not with /login. */
const serverState = screen(
  async () => (await import('../lib/query/ServerStateLayout.tsx')).ServerStateLayout,
);

/**
 * The frame of every route: a render crash shows the error page instead of a blank screen, and the
 * first screen's loading shows the spinner (later ones keep the current screen: transitions).
 */
const frame = (
  <AppErrorBoundary>
    <Suspense fallback={<RouteFallback />}>
      <Outlet />
    </Suspense>
  </AppErrorBoundary>
);

/** The route table of spec doc 1 section 2. */
export const routes: RouteObject[] = [
  {
    element: frame,
    children: [
      // A plain redirect, not inside the public shell: mounting that shell would end a member's
      // session just for opening the site's root address.
      { path: '/', element: <Navigate to="/user" replace /> },
      {
        element: screen(async () => (await import('../features/shell-public/PublicShell.tsx')).PublicShell),
        children: [
          {
            path: '/login',
            element: screen(async () => (await import('../features/auth/LoginPage.tsx')).LoginPage),
          },
          {
            element: serverState,
            children: [
              {
                path: '/register',
                element: screen(
                  async () =>
                    (await withTexts('register', import('../features/account/RegisterPage.tsx')))
                      .RegisterPage,
                ),
              },
              {
                path: '/howto',
                element: screen(async () => (await import('../features/howto/HowtoPage.tsx')).HowtoPage),
              },
              {
                path: '/contact',
                element: laterScreen(
                  async () => (await import('./contact/ContactWithChat.tsx')).ContactWithChat,
                ),
              },
            ],
          },
        ],
      },
      {
        element: serverState,
        children: [
          {
            // Outside the member layout: a one-time password's session has no menu and no socket.
            path: NEW_PASSWORD_PATH,
            element: screen(async () => (await import('./layouts/NewPasswordLayout.tsx')).NewPasswordLayout),
          },
          {
            path: '/user',
            element: screen(async () => (await import('./layouts/MemberLayout.tsx')).MemberLayout),
            children: [
              { index: true, element: <Navigate to="/user/home" replace /> },
              { path: 'home', element: screen(async () => (await import('./home/HomePage.tsx')).HomePage) },
              {
                path: 'profile',
                element: laterScreen(
                  async () => (await import('./profile/ProfileWithPush.tsx')).ProfileWithPush,
                ),
              },
              {
                path: 'bonus',
                element: laterScreen(async () => (await import('../features/bonus/BonusPage.tsx')).BonusPage),
              },
              {
                path: 'statement',
                element: laterScreen(
                  async () => (await import('../features/statement/StatementPage.tsx')).StatementPage,
                ),
              },
              {
                path: 'contact',
                element: laterScreen(
                  async () => (await import('./contact/ContactWithChat.tsx')).ContactWithChat,
                ),
              },
              {
                path: 'spin',
                element: laterScreen(async () => (await import('../features/spin/SpinPage.tsx')).SpinPage),
              },
            ],
          },
        ],
      },
      {
        path: '/terminated',
        element: screen(
          async () => (await import('../features/site-status/TerminatedPage.tsx')).TerminatedPage,
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
