import { STORAGE_KEYS } from '@wallet/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { getToken, saveToken } from '../../lib/session/session.ts';
import { renderWithApp } from '../../test/render.tsx';
import { cachedWallet, seedWallet } from '../../test/wallet-fixtures.ts';
import { LogoutButton } from './LogoutButton.tsx';

const loginRoute = [{ path: '/login', element: <p>login page</p> }];

describe('LogoutButton', () => {
  it('revokes the token on the server, clears the session and goes to /login', async () => {
    saveToken('tok', true);
    localStorage.setItem(STORAGE_KEYS.rememberAgreement, 'true');
    localStorage.setItem(STORAGE_KEYS.lastSync, 'x');
    const { callsTo } = mockFetch({ 'POST /api/logout': { status: 204 } });
    const { queryClient } = renderWithApp(<LogoutButton />, { path: '/user/home', routes: loginRoute });
    seedWallet(queryClient);
    await userEvent.setup().click(screen.getByTestId('logout'));
    await screen.findByText('login page');
    // The next member to log in on this device starts from an empty cache.
    expect(cachedWallet(queryClient)).toBeUndefined();
    expect(callsTo('POST /api/logout')[0]!.headers.get('Authorization')).toBe('Bearer tok');
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.rememberAgreement)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lastSync)).toBeNull();
  });

  it('still logs out locally when the server cannot be reached', async () => {
    saveToken('tok', false);
    mockFetch({ 'POST /api/logout': { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } } });
    renderWithApp(<LogoutButton />, { path: '/user/home', routes: loginRoute });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    await screen.findByText('login page');
    expect(getToken()).toBeNull();
  });
});
