import { render, screen, waitFor } from '@testing-library/react';
import { mockFetch } from '@wallet/web-client/test';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { setApiNavigator } from '../lib/api/navigator.ts';
import { clearSession, saveToken } from '../lib/session/session.ts';
import { fakeSocket } from '../test/fake-socket.ts';
import { walletFixture } from '../test/wallet-fixtures.ts';
import { AppProviders } from './AppProviders.tsx';
import { routes } from './routes.tsx';

// The member layout opens the realtime socket; no server listens in these tests.
vi.mock('../lib/realtime/wallet-socket.ts', () => ({ createWalletSocket: () => fakeSocket().socket }));

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders locale="en">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('route guards', () => {
  it.each(['/user', '/user/home', '/user/profile', '/user/contact', '/user/spin'])(
    '%s without a token goes to /login',
    async (path) => {
      mockFetch({ 'GET /api/lookup/active': { body: { active: true } } });
      const router = renderAt(path);
      // The first lazy route pays for importing its screen: more than findBy's 1 s on a loaded machine.
      await screen.findByRole('heading', { name: 'Log in' }, { timeout: 5000 });
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('/ with a token lands on /user/home, keeps the session and greets the member', async () => {
    saveToken('tok', true);
    mockFetch({
      'GET /api/wallet': { body: walletFixture() },
      'GET /api/lookup/info': { body: { name: 'Lucky Wallet', website: 'https://example.com' } },
    });
    const router = renderAt('/');
    expect((await screen.findByTestId('member-name')).textContent).toBe('Somchai');
    expect(router.state.location.pathname).toBe('/user/home');
    // The same brand as the public pages' top bar, not the operator's site name (issue 46).
    expect((await screen.findByTestId('app-name')).textContent).toBe('Member Wallet');
    expect(screen.getByTestId('logout')).toBeTruthy();
  });
});

describe('a one-time password’s session (ADR 0053)', () => {
  it('/user/new-password shows only the new-password form, with the language and logout', async () => {
    saveToken('tok', false);
    renderAt('/user/new-password');
    expect(await screen.findByTestId('new-password-page', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('logout')).toBeTruthy();
    expect(screen.queryByTestId('menu-home')).toBeNull();
  });

  it('is sent from home to /user/new-password when the wallet answers PASSWORD_CHANGE_REQUIRED', async () => {
    // A session ending empties the shared server-state cache: an earlier test's wallet is not reused.
    clearSession();
    saveToken('tok', false);
    mockFetch({ 'GET /api/wallet': { status: 403, body: { message: 'PASSWORD_CHANGE_REQUIRED' } } });
    const router = createMemoryRouter(routes, { initialEntries: ['/user/home'] });
    const restore = setApiNavigator((path) => void router.navigate(path, { replace: true }));
    try {
      render(
        <AppProviders locale="en">
          <RouterProvider router={router} />
        </AppProviders>,
      );
      expect(await screen.findByTestId('new-password-page', undefined, { timeout: 5000 })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/user/new-password');
    } finally {
      restore();
    }
  });
});

describe('site status routes', () => {
  it('sends /login to /terminated when the site is gone', async () => {
    mockFetch({ 'GET /api/lookup/active': { status: 410, body: { message: 'gone' } } });
    const router = renderAt('/login');
    await screen.findByTestId('terminated');
    expect(router.state.location.pathname).toBe('/terminated');
    await waitFor(() => expect(document.title).toBe('Page not found'));
  });

  it('shows 404 Page Not Found for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
  });
});
