import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wallet/web-client/test';
import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetOneTimePassword,
  heldOneTimePassword,
  holdOneTimePassword,
} from '../../lib/session/one-time-password.ts';
import { renderWithApp } from '../../test/render.tsx';
import { NewPasswordPage } from './NewPasswordPage.tsx';

const toHome = [{ path: '/user/home', element: <p>member home</p> }];
const renderPage = () => renderWithApp(<NewPasswordPage />, { path: '/user/new-password', routes: toHome });

async function typeNew(user: ReturnType<typeof userEvent.setup>, value: string) {
  await user.type(screen.getByTestId('change-password-new'), value);
  await user.type(screen.getByTestId('change-password-confirm'), value);
  await user.click(screen.getByTestId('change-password-submit'));
}

describe('NewPasswordPage (ADR 0053)', () => {
  afterEach(() => forgetOneTimePassword());

  it('asks only for the new password when the one-time password was just typed, then goes home', async () => {
    holdOneTimePassword('OneTime23456789');
    const { callsTo } = mockFetch({ 'PUT /api/account/changepwd': { body: { message: 'SUCCESS' } } });
    renderPage();
    expect(screen.getByText('Set a new password')).toBeTruthy();
    expect(screen.queryByTestId('change-password-old')).toBeNull();
    const user = userEvent.setup();
    await typeNew(user, 'river-lantern-42');
    await screen.findByText('member home');
    expect(callsTo('PUT /api/account/changepwd')[0]!.body).toEqual({
      oldPassword: 'OneTime23456789',
      newPassword: 'river-lantern-42',
    });
    expect(heldOneTimePassword()).toBeNull();
  });

  it('asks for the one-time password too after a reload, and keeps the input on a refusal', async () => {
    mockFetch({ 'PUT /api/account/changepwd': { status: 400, body: { message: 'WRONG_PASSWORD' } } });
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByTestId('change-password-old'), 'not-it');
    await typeNew(user, 'river-lantern-42');
    expect(await screen.findByText('The password is wrong')).toBeTruthy();
    expect(screen.getByTestId('new-password-page')).toBeTruthy();
    expect((screen.getByTestId('change-password-new') as HTMLInputElement).value).toBe('river-lantern-42');
  });
});
