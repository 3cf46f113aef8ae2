import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/format/date-time.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ProfilePage } from './ProfilePage.tsx';

const profile = {
  _id: '42',
  username: '0812345678',
  name: 'Somchai',
  createdAt: '2025-01-02T03:04:05.000Z',
  coin: 0,
  bankCode: 'KBANK',
  bankAccountName: 'SOMCHAI JAIDEE',
  bankAccountNo: '1234567890',
  bank: { nameTH: 'กสิกรไทย', nameEN: 'Kasikorn Bank', nameLA: 'ກະສິກອນໄທ' },
  currency: null,
  inviteCode: 'PR42',
};

function serve(table: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({ 'GET /api/account/profile': { body: profile }, ...table });
}

async function openChangePassword() {
  const user = userEvent.setup();
  renderWithApp(<ProfilePage />);
  await user.click(screen.getByTestId('change-password-open'));
  return user;
}

async function fillPasswords(
  user: ReturnType<typeof userEvent.setup>,
  old: string,
  next: string,
  confirm: string,
) {
  for (const [testId, value] of [
    ['change-password-old', old],
    ['change-password-new', next],
    ['change-password-confirm', confirm],
  ] as const) {
    if (value) await user.type(screen.getByTestId(testId), value);
  }
  await user.click(screen.getByTestId('change-password-submit'));
}

describe('ProfilePage', () => {
  it('shows the profile read-only, the bank name in the member language and the account number as 3-3-rest', async () => {
    serve();
    renderWithApp(<ProfilePage />);
    expect((await screen.findByTestId('profile-name')).textContent).toBe('Somchai');
    expect(screen.getByTestId('profile-id').textContent).toBe('42');
    expect(screen.getByTestId('profile-created').textContent).toBe(formatDateTime(profile.createdAt));
    expect(screen.getByTestId('profile-username').textContent).toBe('0812345678');
    expect(screen.getByTestId('profile-bank-account-name').textContent).toBe('SOMCHAI JAIDEE');
    expect(screen.getByTestId('profile-bank-name').textContent).toBe('Kasikorn Bank');
    expect(screen.getByTestId('profile-account-no').textContent).toBe('123-456-7890');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('does not send the change when a field is empty', async () => {
    const { callsTo } = serve();
    const user = await openChangePassword();
    await fillPasswords(user, 'old-pass', 'new-pass-1', '');
    expect(callsTo('PUT /api/account/changepwd')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the new passwords are not equal', async () => {
    const { callsTo } = serve();
    const user = await openChangePassword();
    await fillPasswords(user, 'old-pass', 'new-pass-1', 'new-pass-2');
    expect(screen.getByText('The new passwords do not match')).toBeTruthy();
    expect(callsTo('PUT /api/account/changepwd')).toHaveLength(0);
  });

  it('shows a server refusal in the error alert and keeps the form', async () => {
    serve({ 'PUT /api/account/changepwd': { status: 400, body: { message: 'WRONG_PASSWORD' } } });
    const user = await openChangePassword();
    await fillPasswords(user, 'bad-pass', 'new-pass-1', 'new-pass-1');
    expect((await screen.findByTestId('result-dialog')).getAttribute('data-kind')).toBe('error');
    expect(screen.getByTestId('change-password-modal')).toBeTruthy();
  });

  it('changes the password and says so', async () => {
    const { callsTo } = serve({ 'PUT /api/account/changepwd': { body: { message: 'SUCCESS' } } });
    const user = await openChangePassword();
    await fillPasswords(user, 'old-pass', 'new-pass-1', 'new-pass-1');
    expect((await screen.findByTestId('result-dialog-message')).textContent).toBe(
      'Your password was changed',
    );
    expect(callsTo('PUT /api/account/changepwd')[0]!.body).toEqual({
      oldPassword: 'old-pass',
      newPassword: 'new-pass-1',
    });
    await waitFor(() => expect(screen.queryByTestId('change-password-modal')).toBeNull());
  });
});
