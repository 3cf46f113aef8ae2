import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { heldOneTimePassword } from '../../lib/session/one-time-password.ts';
import { LoginForm } from './LoginForm.tsx';

const toHome = [
  { path: '/user/home', element: <p>member home</p> },
  { path: '/user/new-password', element: <p>new password screen</p> },
];

function renderForm() {
  return renderWithApp(<LoginForm />, { path: '/login', routes: toHome });
}

describe('LoginForm', () => {
  it('does nothing when a field is empty', async () => {
    const { fetchMock } = mockFetch({});
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.type(screen.getByLabelText('Phone number'), '0812345678');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a translated error under the form, and typing clears it', async () => {
    mockFetch({ 'POST /api/login': { status: 401, body: { message: 'WRONG_CREDENTIAL' } } });
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Phone number'), '0812345678');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'The phone number or password is wrong',
    );
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByTestId('login-error')).toBeNull();
  });

  it('logs in with isRemember, keeps the token in sessionStorage when not remembered, and goes home', async () => {
    const { calls } = mockFetch({
      'POST /api/login': { body: { token: 'tok', expiresAt: '2030-01-01T00:00:00Z' } },
    });
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Phone number'), '0812345678');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('member home');
    expect(calls[0]!.body).toEqual({ username: '0812345678', password: 'secret123', isRemember: false });
    expect(sessionStorage.getItem('token')).toBe('tok');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the token in localStorage when "remember me" is ticked', async () => {
    const { calls } = mockFetch({ 'POST /api/login': { body: { token: 'tok', expiresAt: 'x' } } });
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Phone number'), '0812345678');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('member home');
    expect(calls[0]!.body).toMatchObject({ isRemember: true });
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('sends a one-time password’s login to the new-password screen, holding what was typed (ADR 0053)', async () => {
    mockFetch({
      'POST /api/login': { body: { token: 'tok', expiresAt: 'x', mustChangePassword: true } },
    });
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Phone number'), '0812345678');
    await user.type(screen.getByLabelText('Password'), 'OneTime23456789');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('new password screen');
    expect(sessionStorage.getItem('token')).toBe('tok');
    expect(heldOneTimePassword()).toBe('OneTime23456789');
  });
});
