import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operatorEnrolmentApi, pathOf } from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../lib/session/session.ts';
import { operatorOf, renderApp } from '../../test/render.tsx';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const OFFER = `GET ${pathOf(operatorEnrolmentApi.offer, { token: TOKEN })}`;
const ENROL = `POST ${pathOf(operatorEnrolmentApi.enrol, { token: TOKEN })}`;

const offer = {
  username: 'sam',
  name: 'Sam',
  role: 'finance',
  expiresAt: '2026-11-30T03:00:00.000Z',
  enrolment: {
    otpauthUri: 'otpauth://totp/Wallet%20back-office:sam?secret=JBSWY3DPEHPK3PXP&issuer=Wallet%20back-office',
    qrDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
    secret: 'JBSWY3DPEHPK3PXP',
  },
};

describe('the enrolment link page (ADR 0129)', () => {
  it('shows the secret to scan; the operator sets its own password and first code, signed out', async () => {
    const { callsTo } = mockFetch({
      [OFFER]: { body: offer },
      [ENROL]: {
        body: { operator: { ...operatorOf('finance', 7), username: 'sam' }, waitsForConfirmation: true },
      },
    });
    const user = userEvent.setup();
    renderApp(`/enrol/${TOKEN}`);

    const page = within(await screen.findByTestId('enrol-page'));
    expect((await page.findByTestId('totp-secret')).textContent).toBe(offer.enrolment.secret);
    expect(page.getByTestId('enrol-username').textContent).toContain('sam');
    await user.type(page.getByLabelText('Password'), 'my-own-long-password');
    await user.type(page.getByLabelText('Authenticator code'), '123456');
    await user.click(page.getByTestId('enrol-submit-link'));

    const done = within(await screen.findByTestId('enrol-done'));
    expect(done.getByTestId('enrol-waits')).toBeTruthy();
    expect(callsTo(ENROL).map((call) => call.body)).toEqual([
      { password: 'my-own-long-password', totp: '123456' },
    ]);
    // Enrolling signs nobody in: the operator signs in on the usual form.
    expect(getToken()).toBeNull();
  });

  it('a used or expired link says so, and offers no form', async () => {
    mockFetch({ [OFFER]: { status: 410, body: { message: 'ENROLMENT_INVALID' } } });
    renderApp(`/enrol/${TOKEN}`);
    expect(await screen.findByText(/This enrolment link is not valid any more/)).toBeTruthy();
    expect(screen.queryByTestId('enrol-submit-link')).toBeNull();
  });
});
