import { STORAGE_KEYS } from '@wallet/contract';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/I18nProvider.tsx';
import { getToken } from '../../lib/session/session.ts';
import { PublicShell } from './PublicShell.tsx';

function renderShell(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <PublicShell />,
        children: [
          { path: '/howto', element: <p>howto page</p> },
          { path: '/contact', element: <p>contact page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <I18nProvider locale="en">
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('PublicShell', () => {
  it('clears a held session on entry', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'old');
    localStorage.setItem(STORAGE_KEYS.lastSync, 'x');
    renderShell('/howto');
    await screen.findByText('howto page');
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lastSync)).toBeNull();
  });

  it('shows the four public menu entries and a language select', async () => {
    renderShell('/howto');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(Array.from(nav.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual([
      '/login',
      '/register',
      '/howto',
      '/contact',
    ]);
    expect(screen.getByTestId('language-select')).toBeTruthy();
  });

  it('has no top bar on /contact', async () => {
    renderShell('/contact');
    await screen.findByText('contact page');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByTestId('language-select')).toBeNull();
  });
});
