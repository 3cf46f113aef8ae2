import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../lib/session/session.ts';
import { RequireToken } from './RequireToken.tsx';

function renderGuarded() {
  const router = createMemoryRouter(
    [
      {
        path: '/user/home',
        element: (
          <RequireToken>
            <p>secret</p>
          </RequireToken>
        ),
      },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/user/home'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RequireToken', () => {
  it('redirects to /login without a token', async () => {
    const router = renderGuarded();
    await screen.findByText('login page');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('renders the page with a session-only token', async () => {
    saveToken('tok', false);
    renderGuarded();
    expect(await screen.findByText('secret')).toBeTruthy();
  });
});
