import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  financeApi,
  operatorAuthApi,
  operatorsApi,
  pathOf,
  type OperatorView,
  type UpdateOperatorReply,
} from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../lib/session/session.ts';
import { emptyPending, meReplyOf, operatorOf, renderApp } from '../../test/render.tsx';

/** Sam was stored before every operator had TOTP (ADR 0051). */
const support: OperatorView = { ...operatorOf('support', 7), username: 'sam', name: 'Sam', totp: false };
const listed = (operator: OperatorView, signInLockedFor = 0) => ({ ...operator, signInLockedFor });
const UPDATE = `PUT ${pathOf(operatorsApi.update, { operatorId: 7 })}`;
const UNLOCK = `POST ${pathOf(operatorsApi.unlock, { operatorId: 7 })}`;
const LIST = `GET ${pathOf(operatorsApi.list)}`;
const enrolment = {
  otpauthUri: 'otpauth://totp/Wallet%20back-office:sam?secret=JBSWY3DPEHPK3PXP&issuer=Wallet%20back-office',
  qrDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
  secret: 'JBSWY3DPEHPK3PXP',
};

function adminWith(reply: UpdateOperatorReply, table: Parameters<typeof mockFetch>[0] = {}) {
  saveToken('op-token');
  return mockFetch({
    [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf('admin')) },
    [LIST]: { body: { operators: [listed(operatorOf('admin')), listed(support)] } },
    [`GET ${pathOf(operatorsApi.sessions)}`]: { body: { total: 0, sessions: [] } },
    [`GET ${pathOf(financeApi.queues)}`]: {
      body: {
        withdrawals: emptyPending,
        depositReviews: emptyPending,
        adjustments: emptyPending,
        heldCredits: emptyPending,
      },
    },
    [UPDATE]: { body: reply },
    ...table,
  });
}

async function samRow() {
  const rows = await screen.findAllByTestId('operator-row');
  return within(rows.find((row) => row.dataset.username === 'sam')!);
}

describe('operators page', () => {
  it('shows the enrolment once when a promotion made a TOTP secret', async () => {
    const { callsTo } = adminWith({ operator: { ...support, role: 'finance', totp: true }, enrolment });
    const user = userEvent.setup();
    renderApp('/operators');

    const row = await samRow();
    await user.selectOptions(row.getByLabelText('Role'), 'finance');
    // Said before anything is sent: this role needs an authenticator Sam does not have yet.
    const dialog = within(screen.getByTestId('confirm-dialog'));
    expect(dialog.getByTestId('role-needs-totp')).toBeTruthy();
    await user.type(dialog.getByTestId('confirm-reason'), 'Moved to finance');
    await user.click(dialog.getByTestId('confirm-submit'));

    const shown = await screen.findByTestId('totp-enrolment');
    expect(within(shown).getByTestId('totp-secret').textContent).toBe(enrolment.secret);
    expect((within(shown).getByTestId('totp-qr') as HTMLImageElement).src).toBe(enrolment.qrDataUrl);
    expect(shown.textContent).toContain('sam');
    expect(callsTo(UPDATE).map((call) => call.body)).toEqual([
      { role: 'finance', reason: 'Moved to finance' },
    ]);

    await user.click(within(shown).getByTestId('totp-done'));
    expect(screen.queryByTestId('totp-enrolment')).toBeNull();
  });

  it('shows no enrolment when the change made no secret', async () => {
    const { callsTo } = adminWith({ operator: { ...support, active: false }, enrolment: null });
    const user = userEvent.setup();
    renderApp('/operators');

    const row = await samRow();
    await user.click(row.getByRole('button', { name: 'Disable' }));
    const dialog = within(screen.getByTestId('confirm-dialog'));
    expect(dialog.queryByTestId('role-needs-totp')).toBeNull();
    await user.type(dialog.getByTestId('confirm-reason'), 'Left the company');
    await user.click(dialog.getByTestId('confirm-submit'));

    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(callsTo(UPDATE)).toHaveLength(1);
    expect(screen.queryByTestId('totp-enrolment')).toBeNull();
  });

  it('shows a locked operator with its wait, and clears the lock with a reason', async () => {
    let lockedFor = 600;
    const { callsTo } = adminWith(
      { operator: support, enrolment: null },
      {
        [LIST]: () => ({ body: { operators: [listed(operatorOf('admin')), listed(support, lockedFor)] } }),
        [UNLOCK]: () => {
          lockedFor = 0;
          return { status: 204 };
        },
      },
    );
    const user = userEvent.setup();
    renderApp('/operators');

    const row = await samRow();
    expect(row.getByTestId('operator-locked').textContent).toBe('Sign-in locked (10 min)');
    // Not enrolled yet: the list says so.
    expect(row.getByText('Sets up TOTP at next sign-in')).toBeTruthy();
    await user.click(row.getByTestId('operator-unlock'));
    const dialog = within(screen.getByTestId('confirm-dialog'));
    expect(dialog.getByText(/locked for about 10 more min/)).toBeTruthy();
    await user.type(dialog.getByTestId('confirm-reason'), 'Verified by phone');
    await user.click(dialog.getByTestId('confirm-submit'));

    await waitFor(() => expect(screen.queryByTestId('operator-locked')).toBeNull());
    expect(callsTo(UNLOCK).map((call) => call.body)).toEqual([{ reason: 'Verified by phone' }]);
    expect((await samRow()).queryByTestId('operator-unlock')).toBeNull();
  });

  it('creates an operator without a TOTP choice (every operator has one) and shows its enrolment', async () => {
    const CREATE = `POST ${pathOf(operatorsApi.create)}`;
    const { callsTo } = adminWith(
      { operator: support, enrolment: null },
      { [CREATE]: { status: 201, body: { operator: { ...support, totp: true }, enrolment } } },
    );
    const user = userEvent.setup();
    renderApp('/operators');
    await samRow();
    await user.click(screen.getByTestId('operator-create'));
    const dialog = within(screen.getByTestId('create-operator'));
    expect(dialog.queryByRole('checkbox')).toBeNull();
    expect(dialog.getByTestId('operator-totp-always')).toBeTruthy();
    await user.type(dialog.getByTestId('operator-username'), 'sam2');
    await user.type(dialog.getByTestId('operator-name-input'), 'Sam Two');
    await user.type(dialog.getByTestId('operator-password'), 'long-enough-password');
    await user.type(dialog.getByTestId('operator-reason'), 'New hire');
    await user.click(dialog.getByTestId('operator-create-submit'));

    expect(await screen.findByTestId('totp-enrolment')).toBeTruthy();
    expect(callsTo(CREATE).map((call) => call.body)).toEqual([
      {
        username: 'sam2',
        name: 'Sam Two',
        role: 'support',
        password: 'long-enough-password',
        reason: 'New hire',
      },
    ]);
  });
});
