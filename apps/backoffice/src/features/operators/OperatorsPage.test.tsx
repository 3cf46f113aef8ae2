import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  operatorAuthApi,
  operatorsApi,
  pathOf,
  type OperatorView,
  type OperatorGrantReply,
  type PendingGrant,
  queuesApi,
} from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../lib/session/session.ts';
import { emptyQueues, meReplyOf, operatorOf, renderApp } from '../../test/render.tsx';

/** Sam was stored before every operator had TOTP (ADR 0051). */
const support: OperatorView = { ...operatorOf('support', 7), username: 'sam', name: 'Sam', totp: false };
const listed = (operator: OperatorView, signInLockedFor = 0, pending: PendingGrant | null = null) => ({
  ...operator,
  signInLockedFor,
  pending,
});
const UPDATE = `PUT ${pathOf(operatorsApi.update, { operatorId: 7 })}`;
const UNLOCK = `POST ${pathOf(operatorsApi.unlock, { operatorId: 7 })}`;
const LIST = `GET ${pathOf(operatorsApi.list)}`;
const link = {
  path: '/backoffice/enrol/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
  expiresAt: '2026-11-30T03:00:00.000Z',
};

function adminWith(reply: OperatorGrantReply, table: Parameters<typeof mockFetch>[0] = {}) {
  saveToken('op-token');
  return mockFetch({
    [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf('admin')) },
    [LIST]: { body: { operators: [listed(operatorOf('admin')), listed(support)] } },
    [`GET ${pathOf(operatorsApi.sessions)}`]: { body: { total: 0, sessions: [] } },
    [`GET ${pathOf(queuesApi.queues)}`]: {
      body: emptyQueues,
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
  it('shows the enrolment link once when a promotion needs one, never a secret', async () => {
    const { callsTo } = adminWith({
      operator: { ...support, role: 'finance', totp: true },
      link,
      needsConfirmation: true,
    });
    const user = userEvent.setup();
    renderApp('/operators');

    const row = await samRow();
    await user.selectOptions(row.getByLabelText('Role'), 'finance');
    // Said before anything is sent: this role needs an authenticator Sam does not have yet.
    const dialog = within(screen.getByTestId('confirm-dialog'));
    expect(dialog.getByTestId('role-needs-totp')).toBeTruthy();
    await user.type(dialog.getByTestId('confirm-reason'), 'Moved to finance');
    await user.click(dialog.getByTestId('confirm-submit'));

    const shown = await screen.findByTestId('enrolment-link');
    expect(within(shown).getByTestId('enrolment-link-url').textContent).toBe(
      `${window.location.origin}${link.path}`,
    );
    expect(within(shown).getByTestId('enrolment-link-waits')).toBeTruthy();
    expect(shown.textContent).toContain('sam');
    expect(within(shown).queryByTestId('totp-secret')).toBeNull();
    expect(callsTo(UPDATE).map((call) => call.body)).toEqual([
      { role: 'finance', reason: 'Moved to finance' },
    ]);

    await user.click(within(shown).getByTestId('enrolment-link-done'));
    expect(screen.queryByTestId('enrolment-link')).toBeNull();
  });

  it('shows no enrolment when the change made no secret', async () => {
    const { callsTo } = adminWith({
      operator: { ...support, active: false },
      link: null,
      needsConfirmation: false,
    });
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
    expect(screen.queryByTestId('enrolment-link')).toBeNull();
  });

  it('shows a locked operator with its wait, and clears the lock with a reason', async () => {
    let lockedFor = 600;
    const { callsTo } = adminWith(
      { operator: support, link: null, needsConfirmation: false },
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

  it('creates an operator without a password or TOTP choice and shows its enrolment link', async () => {
    const CREATE = `POST ${pathOf(operatorsApi.create)}`;
    const { callsTo } = adminWith(
      { operator: support, link: null, needsConfirmation: false },
      {
        [CREATE]: {
          status: 201,
          body: { operator: { ...support, totp: true }, link, needsConfirmation: false },
        },
      },
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
    expect(dialog.queryByTestId('operator-password')).toBeNull();
    await user.type(dialog.getByTestId('operator-reason'), 'New hire');
    await user.click(dialog.getByTestId('operator-create-submit'));

    expect(await screen.findByTestId('enrolment-link')).toBeTruthy();
    expect(screen.queryByTestId('enrolment-link-waits')).toBeNull();
    expect(callsTo(CREATE).map((call) => call.body)).toEqual([
      {
        username: 'sam2',
        name: 'Sam Two',
        role: 'support',
        reason: 'New hire',
      },
    ]);
  });

  it('shows what waits for a second admin, who asked and why; another admin confirms it', async () => {
    const CONFIRM = `POST ${pathOf(operatorsApi.confirm, { operatorId: 7 })}`;
    const other = { id: 9, username: 'ann', name: 'Ann' };
    let pending: PendingGrant | null = {
      kind: 'create',
      issuedBy: other,
      issuedAt: '2026-11-29T02:00:00.000Z',
      reason: 'New hire for the night shift',
      enrolled: true,
      linkExpiresAt: null,
      linkExpired: false,
      needsConfirmation: true,
    };
    const { callsTo } = adminWith(
      { operator: support, link: null, needsConfirmation: false },
      {
        [LIST]: () => ({ body: { operators: [listed(operatorOf('admin')), listed(support, 0, pending)] } }),
        [CONFIRM]: () => {
          pending = null;
          return { body: { operator: support } };
        },
      },
    );
    const user = userEvent.setup();
    renderApp('/operators');

    const row = await samRow();
    expect(row.getByTestId('operator-waits-admin').textContent).toBe('Waits for a second admin');
    // The menu says one operator waits for this admin.
    expect((await screen.findByTestId('nav-operators-waiting')).textContent).toBe('1');
    expect(row.getByTestId('operator-pending').textContent).toContain('New operator by Ann');
    expect(row.getByTestId('operator-pending').textContent).toContain('New hire for the night shift');
    await user.click(row.getByTestId('operator-confirm'));
    const dialog = within(screen.getByTestId('confirm-dialog'));
    expect(dialog.getByText(/asked by Ann \(ann\)/)).toBeTruthy();
    await user.type(dialog.getByTestId('confirm-reason'), 'Met Sam, checked the ID card');
    await user.click(dialog.getByTestId('confirm-submit'));

    await waitFor(() => expect(screen.queryByTestId('operator-pending')).toBeNull());
    expect(screen.queryByTestId('nav-operators-waiting')).toBeNull();
    expect(callsTo(CONFIRM).map((call) => call.body)).toEqual([{ reason: 'Met Sam, checked the ID card' }]);
  });

  it('offers no confirmation to the admin who asked for the change', async () => {
    const me = operatorOf('admin');
    adminWith(
      { operator: support, link: null, needsConfirmation: false },
      {
        [LIST]: {
          body: {
            operators: [
              listed(me),
              listed(support, 0, {
                kind: 'role',
                issuedBy: { id: me.id, username: me.username, name: me.name },
                issuedAt: '2026-11-29T02:00:00.000Z',
                reason: 'Moves to finance',
                enrolled: true,
                linkExpiresAt: null,
                linkExpired: false,
                needsConfirmation: true,
              }),
            ],
          },
        },
      },
    );
    renderApp('/operators');
    const row = await samRow();
    expect(row.getByTestId('operator-waits-admin')).toBeTruthy();
    expect(row.queryByTestId('operator-confirm')).toBeNull();
    expect(screen.queryByTestId('nav-operators-waiting')).toBeNull();
  });
});
