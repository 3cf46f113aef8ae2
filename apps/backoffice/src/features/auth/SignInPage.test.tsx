import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operatorAuthApi, pathOf } from '@wallet/contract';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../lib/session/session.ts';
import { mockFetch } from '../../test/fetch-mock.ts';
import { meReplyOf, operatorOf, renderApp } from '../../test/render.tsx';

const LOGIN = `POST ${pathOf(operatorAuthApi.login)}`;
const ME = `GET ${pathOf(operatorAuthApi.me)}`;

describe('sign-in', () => {
  it('asks for the TOTP code after the password, then opens the app as the operator', async () => {
    const support = operatorOf('support');
    const { calls } = mockFetch({
      [LOGIN]: (init) => {
        const body = JSON.parse(String(init?.body)) as { totp?: string };
        if (!body.totp) return { status: 401, body: { message: 'TOTP_REQUIRED' } };
        if (body.totp !== '123456') return { status: 401, body: { message: 'TOTP_INVALID' } };
        return { body: { token: 'op-token', operator: support, idleMinutes: 30 } };
      },
      [ME]: { body: meReplyOf(support) },
    });
    const user = userEvent.setup();
    renderApp('/members');

    await user.type(screen.getByLabelText('Username'), 'support.one');
    await user.type(screen.getByLabelText('Password'), 'long-enough-pass');
    await user.click(screen.getByTestId('sign-in-submit'));

    // TOTP step: nothing is kept yet, and the same credentials go again with the code.
    const code = await screen.findByLabelText('Authenticator code');
    expect(getToken()).toBeNull();
    expect((screen.getByTestId('sign-in-submit') as HTMLButtonElement).disabled).toBe(true);
    await user.type(code, '654321');
    await user.click(screen.getByTestId('sign-in-submit'));
    expect((await screen.findByTestId('sign-in-error')).textContent).toBeTruthy();
    expect(getToken()).toBeNull();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByTestId('sign-in-submit'));

    expect((await screen.findByTestId('operator-name')).textContent).toContain('Support One');
    expect(getToken()).toBe('op-token');
    const logins = calls.filter((call) => `${call.method} ${call.path}` === LOGIN);
    expect(logins.map((call) => call.body)).toEqual([
      { username: 'support.one', password: 'long-enough-pass' },
      { username: 'support.one', password: 'long-enough-pass', totp: '654321' },
      { username: 'support.one', password: 'long-enough-pass', totp: '123456' },
    ]);
    // The address asked for is where the operator lands.
    expect(screen.getByRole('heading', { name: 'Members' })).toBeTruthy();
  });

  it('shows a wrong password in words and stays on the password step', async () => {
    mockFetch({ [LOGIN]: { status: 401, body: { message: 'WRONG_CREDENTIAL' } } });
    const user = userEvent.setup();
    renderApp('/');
    await user.type(screen.getByLabelText('Username'), 'nobody');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByTestId('sign-in-submit'));
    const error = await screen.findByTestId('sign-in-error');
    expect(error.textContent).not.toBe('WRONG_CREDENTIAL');
    expect(screen.getByTestId('sign-in-password')).toBeTruthy();
  });

  it('falls back to sign-in when the server ends the session', async () => {
    sessionStorage.setItem('backoffice-token', 'stale');
    mockFetch({ [ME]: { status: 401, body: { message: 'UNAUTHORIZED' } } });
    renderApp('/members');
    expect(await screen.findByTestId('sign-in-password')).toBeTruthy();
    await waitFor(() => expect(getToken()).toBeNull());
  });
});
