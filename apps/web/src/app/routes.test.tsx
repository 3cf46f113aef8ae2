import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../components/ui/toast/ToastProvider.tsx';
import { I18nProvider } from '../lib/i18n/I18nProvider.tsx';
import { saveToken } from '../lib/session/session.ts';
import { mockFetch } from '../test/fetch-mock.ts';
import { routes } from './routes.tsx';

const profile = {
  _id: 'm1',
  username: '0812345678',
  name: 'Somchai',
  createdAt: '2025-01-01T00:00:00Z',
  coin: 0,
  bankCode: 'KBANK',
  bankAccountName: 'SOMCHAI JAIDEE',
  bankAccountNo: '1234567890',
  bank: { nameTH: 'กสิกรไทย', nameEN: 'Kasikorn' },
  currency: null,
  inviteCode: 'PR1',
};

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <I18nProvider locale="en">
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </I18nProvider>,
  );
  return router;
}

describe('route guards', () => {
  it.each(['/user', '/user/home', '/user/profile', '/user/contact', '/user/spin'])(
    '%s without a token goes to /login',
    async (path) => {
      mockFetch({ 'GET /api/lookup/active': { body: { active: true } } });
      const router = renderAt(path);
      await screen.findByRole('heading', { name: 'Log in' });
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('/ with a token lands on /user/home, keeps the session and greets the member', async () => {
    saveToken('tok', true);
    mockFetch({
      'GET /api/account/profile': { body: profile },
      'GET /api/lookup/info': { body: { name: 'Lucky Wallet', website: 'https://example.com' } },
    });
    const router = renderAt('/');
    expect((await screen.findByTestId('member-name')).textContent).toBe('Somchai');
    expect(router.state.location.pathname).toBe('/user/home');
    expect((await screen.findByTestId('app-name')).textContent).toBe('Lucky Wallet');
    expect(screen.getByTestId('logout')).toBeTruthy();
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
