import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  accountOperatorApi,
  operatorAuthApi,
  operatorRoles,
  pathOf,
  type OperatorRole,
  queuesApi,
} from '@wallet/contract';
import { type MockAnswer, mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { getToken, saveToken } from '../../lib/session/session.ts';
import { emptyQueues, meReplyOf, operatorOf, renderApp } from '../../test/render.tsx';

const CHANGE = `POST ${pathOf(operatorAuthApi.password)}`;

function signedInAs(role: OperatorRole, answer: MockAnswer = { status: 204 }) {
  saveToken('op-token');
  return mockFetch({
    [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf(role)) },
    [`GET ${pathOf(accountOperatorApi.search)}`]: { body: { members: [] } },
    [`GET ${pathOf(queuesApi.queues)}`]: {
      body: emptyQueues,
    },
    [CHANGE]: answer,
  });
}

async function fill(current: string, next: string, repeat: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('New password again'), repeat);
  return user;
}

describe('own password', () => {
  it.each(operatorRoles)('is one click from the operator menu for %s', async (role) => {
    signedInAs(role);
    const user = userEvent.setup();
    renderApp('/members');
    await user.click(await screen.findByTestId('own-password-link'));
    expect(await screen.findByRole('heading', { name: 'Change my password' })).toBeTruthy();
    expect(screen.queryByTestId('not-allowed')).toBeNull();
  });

  it('sends the current and the new password once both copies match, and stays signed in', async () => {
    const { callsTo } = signedInAs('finance');
    renderApp('/account/password');
    const submit = (await screen.findByTestId('own-password-submit')) as HTMLButtonElement;
    const user = await fill('old-password-1', 'a-new-passphrase-7', 'a-new-passphrase-8');

    // Two copies that differ: said in words, and nothing can be sent.
    expect(screen.getByRole('alert').textContent).toBe('The two new passwords are not the same.');
    expect(submit.disabled).toBe(true);
    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'a-new-passphrase-7');
    expect(submit.disabled).toBe(false);
    await user.click(submit);

    expect((await screen.findByTestId('own-password-done')).textContent).toContain(
      'other sessions have ended',
    );
    expect(callsTo(CHANGE).map((call) => call.body)).toEqual([
      { currentPassword: 'old-password-1', newPassword: 'a-new-passphrase-7' },
    ]);
    // The passwords do not stay on the screen; the session goes on.
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
    expect(getToken()).toBe('op-token');
  });

  it('holds a new password shorter than the operator minimum', async () => {
    const { callsTo } = signedInAs('support');
    renderApp('/account/password');
    const user = await fill('old-password-1', 'short-pw1', 'short-pw1');
    const submit = screen.getByTestId('own-password-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.click(submit);
    expect(callsTo(CHANGE)).toHaveLength(0);
  });

  it('shows a wrong current password in words, keeps what was typed and the session', async () => {
    signedInAs('admin', { status: 400, body: { message: 'WRONG_PASSWORD' } });
    renderApp('/account/password');
    const user = await fill('not-the-password', 'a-new-passphrase-7', 'a-new-passphrase-7');
    await user.click(screen.getByTestId('own-password-submit'));

    const error = await screen.findByTestId('own-password-error');
    expect(error.textContent).toBe('The password is wrong');
    expect(screen.queryByTestId('own-password-done')).toBeNull();
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('a-new-passphrase-7');
    await waitFor(() => expect(getToken()).toBe('op-token'));
  });

  it('shows a refused weak password in words', async () => {
    signedInAs('support', { status: 400, body: { message: 'WEAK_PASSWORD' } });
    renderApp('/account/password');
    const user = await fill('old-password-1', 'password1234', 'password1234');
    await user.click(screen.getByTestId('own-password-submit'));
    expect((await screen.findByTestId('own-password-error')).textContent).toMatch(/easy to guess/i);
  });
});
