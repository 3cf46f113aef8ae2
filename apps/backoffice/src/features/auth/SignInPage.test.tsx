import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operatorAuthApi, pathOf } from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../lib/session/session.ts';
import { meReplyOf, operatorOf, renderApp } from '../../test/render.tsx';

const LOGIN = `POST ${pathOf(operatorAuthApi.login)}`;
const ENROL = `POST ${pathOf(operatorAuthApi.enrolTotp)}`;
const ME = `GET ${pathOf(operatorAuthApi.me)}`;

const enrolment = {
  otpauthUri: 'otpauth://totp/Wallet%20back-office:sam?secret=JBSWY3DPEHPK3PXP&issuer=Wallet%20back-office',
  qrDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
  secret: 'JBSWY3DPEHPK3PXP',
  ticket: 'sealed-ticket',
};

async function fillSignIn(username: string, password: string, code: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  if (code) await user.type(screen.getByLabelText('Authenticator code'), code);
  await user.click(screen.getByTestId('sign-in-submit'));
  return user;
}

describe('sign-in', () => {
  it('sends username, password and code in one request, then opens the app as the operator', async () => {
    const support = operatorOf('support');
    const { callsTo } = mockFetch({
      [LOGIN]: { body: { token: 'op-token', operator: support, idleMinutes: 30, enrolment: null } },
      [ME]: { body: meReplyOf(support) },
    });
    renderApp('/members');
    // One form: the code is asked with the password, not after it.
    expect(screen.getByLabelText('Authenticator code')).toBeTruthy();
    await fillSignIn('support.one', 'long-enough-pass', '123456');

    expect((await screen.findByTestId('operator-name')).textContent).toContain('Support One');
    expect(getToken()).toBe('op-token');
    expect(callsTo(LOGIN).map((call) => call.body)).toEqual([
      { username: 'support.one', password: 'long-enough-pass', totp: '123456' },
    ]);
    // The address asked for is where the operator lands.
    expect(screen.getByRole('heading', { name: 'Members' })).toBeTruthy();
  });

  it('says the same for any wrong factor, in words, and keeps the form', async () => {
    mockFetch({ [LOGIN]: { status: 401, body: { message: 'WRONG_CREDENTIAL' } } });
    renderApp('/');
    await fillSignIn('nobody', 'wrong-password', '000000');
    const error = await screen.findByTestId('sign-in-error');
    expect(error.textContent).toBe('The username, password or code is wrong.');
    expect(screen.getByTestId('sign-in-form')).toBeTruthy();
    expect(getToken()).toBeNull();
  });

  it('tells a locked operator how long to wait, from the answer or its Retry-After header', async () => {
    let answer: { body: unknown; headers?: Record<string, string> } = {
      body: { message: 'REQUEST_LIMIT', retryAfter: 540 },
    };
    mockFetch({ [LOGIN]: () => ({ status: 429, ...answer }) });
    renderApp('/');
    const user = await fillSignIn('support.one', 'long-enough-pass', '123456');
    expect((await screen.findByTestId('sign-in-error')).textContent).toBe(
      'Too many attempts. Try again in 9 min.',
    );
    answer = { body: { message: 'REQUEST_LIMIT' }, headers: { 'Retry-After': '42' } };
    await user.click(screen.getByTestId('sign-in-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('sign-in-error').textContent).toBe('Too many attempts. Try again in 42 s.'),
    );
  });

  it('an operator without an authenticator scans the secret and signs in with its first code', async () => {
    const support = { ...operatorOf('support', 7), username: 'sam', name: 'Sam', totp: false };
    const { callsTo } = mockFetch({
      // No code: this operator has none yet; its right password answers the secret to scan.
      [LOGIN]: { body: { token: 'enrol-token', operator: support, idleMinutes: 30, enrolment } },
      [ENROL]: (init) => {
        const body = JSON.parse(String(init?.body)) as { totp: string };
        if (body.totp !== '123456') return { status: 400, body: { message: 'TOTP_INVALID' } };
        return { body: { operator: { ...support, totp: true } } };
      },
      [ME]: { body: meReplyOf({ ...support, totp: true }) },
    });
    renderApp('/members');
    const user = await fillSignIn('sam', 'long-enough-pass', '');

    const form = within(await screen.findByTestId('sign-in-enrol'));
    expect(form.getByTestId('totp-secret').textContent).toBe(enrolment.secret);
    expect((form.getByTestId('totp-qr') as HTMLImageElement).src).toBe(enrolment.qrDataUrl);
    // Nothing is kept until the first code confirms the secret.
    expect(getToken()).toBeNull();
    await user.type(form.getByLabelText('Authenticator code'), '654321');
    await user.click(form.getByTestId('enrol-submit'));
    expect((await form.findByTestId('sign-in-error')).textContent).toBe('The authenticator code is wrong');
    expect(getToken()).toBeNull();

    await user.clear(form.getByLabelText('Authenticator code'));
    await user.type(form.getByLabelText('Authenticator code'), '123456');
    await user.click(form.getByTestId('enrol-submit'));
    expect((await screen.findByTestId('operator-name')).textContent).toContain('Sam');
    expect(getToken()).toBe('enrol-token');
    expect(callsTo(LOGIN).map((call) => call.body)).toEqual([
      { username: 'sam', password: 'long-enough-pass' },
    ]);
    const enrols = callsTo(ENROL);
    expect(enrols.map((call) => call.body)).toEqual([
      { ticket: 'sealed-ticket', totp: '654321' },
      { ticket: 'sealed-ticket', totp: '123456' },
    ]);
    expect(enrols[1]!.headers.get('authorization')).toBe('Bearer enrol-token');
  });

  it('falls back to sign-in when the server ends the session', async () => {
    sessionStorage.setItem('backoffice-token', 'stale');
    mockFetch({ [ME]: { status: 401, body: { message: 'UNAUTHORIZED' } } });
    renderApp('/members');
    expect(await screen.findByTestId('sign-in-form')).toBeTruthy();
    await waitFor(() => expect(getToken()).toBeNull());
  });

  it('falls back to sign-in for a session that may only enrol (its secret is gone with the page)', async () => {
    sessionStorage.setItem('backoffice-token', 'enrol-only');
    mockFetch({ [ME]: { status: 403, body: { message: 'TOTP_ENROLMENT_REQUIRED' } } });
    renderApp('/members');
    expect(await screen.findByTestId('sign-in-form')).toBeTruthy();
    await waitFor(() => expect(getToken()).toBeNull());
  });
});
