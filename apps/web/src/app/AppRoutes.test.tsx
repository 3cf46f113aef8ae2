import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wallet/web-client/test';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { navigateFromApi } from '../lib/api/navigator.ts';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { AppProviders } from './AppProviders.tsx';
import { AppRoutes } from './router.ts';

function Crash(): never {
  throw new Error('render crash');
}

describe('the declarative router the app runs (ADR 0114)', () => {
  it('renders the route table: an unknown path is the 404 page', async () => {
    render(
      <AppProviders locale="en">
        <MemoryRouter initialEntries={['/no/such/page']}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
  });

  it("registers the API client's navigator: an answer that moves the user moves inside the app", async () => {
    mockFetch({ 'GET /api/lookup/active': { body: { active: true } } });
    render(
      <AppProviders locale="en">
        <MemoryRouter initialEntries={['/no/such/page']}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>,
    );
    await screen.findByRole('heading', { name: '404 Page Not Found' });
    // Without the app's navigator this would be a full page load (jsdom: not implemented, no screen).
    act(() => navigateFromApi('/login'));
    expect(await screen.findByRole('heading', { name: 'Log in' }, { timeout: 5000 })).toBeTruthy();
  });

  it('shows the error page for a render crash, and the screens again at another address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppProviders locale="en">
        <MemoryRouter initialEntries={['/crash']}>
          <Link to="/fine">elsewhere</Link>
          <AppErrorBoundary>
            <Routes>
              <Route path="/crash" element={<Crash />} />
              <Route path="/fine" element={<p>fine page</p>} />
            </Routes>
          </AppErrorBoundary>
        </MemoryRouter>
      </AppProviders>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
    await userEvent.click(screen.getByText('elsewhere'));
    expect(await screen.findByText('fine page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
