import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  operatorAuthApi,
  pathOf,
  settingChangesApi,
  settingsOperatorApi,
  type OperatorRole,
  type SettingChange,
  queuesApi,
} from '@wallet/contract';
import { routeKey } from '@wallet/web-client';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../lib/session/session.ts';
import { emptyQueues, meReplyOf, operatorOf, renderApp } from '../../test/render.tsx';

const limits = { memberCreditsBaht: 10_000, operatorCreditsBaht: 100_000 };
const raised = { memberCreditsBaht: 100_000, operatorCreditsBaht: 100_000 };
const change: SettingChange = {
  id: 7,
  group: 'wallet',
  status: 'WAITING',
  before: { secondApprover: limits },
  after: { secondApprover: raised },
  reason: 'season peak',
  requestedBy: { id: 2, username: 'admin.two', name: 'Admin Two' },
  requestedAt: '2026-11-29T01:00:00.000Z',
  appliesAt: null,
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
};

function signedIn(role: OperatorRole, id: number, waiting: SettingChange[] = [change]) {
  saveToken('op-token');
  return mockFetch({
    [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf(role, id)) },
    [`GET ${pathOf(queuesApi.queues)}`]: {
      body: emptyQueues,
    },
    [`GET ${pathOf(settingChangesApi.list)}`]: { body: { waiting, recent: [] } },
    [`GET ${pathOf(settingsOperatorApi.wallet.read)}`]: {
      body: {
        secondApprover: limits,
        operatorEnrolment: { linkHours: 24, approverWindowHours: 72 },
        moneyControl: { singleAdminDelayHours: 24 },
      },
    },
    [`PUT ${pathOf(settingsOperatorApi.wallet.change)}`]: { status: 202, body: { pending: change } },
    [`POST /api/backoffice/settings/changes/7/confirm`]: { body: { ...change, status: 'APPLIED' } },
  });
}

describe('money settings changes waiting (ADR 0130)', () => {
  it('every operator sees how many wait, on every page', async () => {
    signedIn('support', 5);
    renderApp('/members');
    expect((await screen.findByTestId('setting-changes-notice')).textContent).toContain('1');
  });

  it('another admin confirms with a reason: the confirmation is sent', async () => {
    const { callsTo } = signedIn('admin', 1);
    const user = userEvent.setup();
    renderApp('/settings/changes');
    const item = await screen.findByTestId('setting-change-7');
    expect(item.textContent).toContain('season peak');
    expect(item.textContent).toContain('Admin Two');
    expect(screen.getByTestId('setting-change-waits').textContent).toContain('second admin');
    await user.click(screen.getByTestId('setting-change-confirm'));
    await user.type(await screen.findByTestId('confirm-reason'), 'agreed by phone');
    await user.click(screen.getByTestId('confirm-submit'));
    await waitFor(() => expect(callsTo('POST /api/backoffice/settings/changes/7/confirm')).toHaveLength(1));
  });

  it('a confirmed change makes the settings it changed stale', async () => {
    const { callsTo } = signedIn('admin', 1);
    const user = userEvent.setup();
    const { router, queryClient } = renderApp('/settings/wallet');
    await screen.findByTestId('settings-form-wallet');
    const walletRead = () => queryClient.getQueryState(routeKey(settingsOperatorApi.wallet.read));
    expect(walletRead()?.isInvalidated).toBe(false);
    await router.navigate('/settings/changes');
    await user.click(await screen.findByTestId('setting-change-confirm'));
    await user.type(await screen.findByTestId('confirm-reason'), 'agreed by phone');
    await user.click(screen.getByTestId('confirm-submit'));
    await waitFor(() => expect(callsTo('POST /api/backoffice/settings/changes/7/confirm')).toHaveLength(1));
    await waitFor(() => expect(walletRead()?.isInvalidated).toBe(true));
  });

  it('the asker may only cancel their change, not confirm it', async () => {
    signedIn('admin', 2);
    renderApp('/settings/changes');
    await screen.findByTestId('setting-change-7');
    expect(screen.queryByTestId('setting-change-confirm')).toBeNull();
    expect(screen.queryByTestId('setting-change-reject')).toBeNull();
    expect(screen.getByTestId('setting-change-cancel')).toBeTruthy();
  });

  it('saving a money setting asks why, then says the change waits', async () => {
    const { callsTo } = signedIn('admin', 1, []);
    const user = userEvent.setup();
    renderApp('/settings/wallet');
    await screen.findByTestId('settings-form-wallet');
    await user.click(screen.getByTestId('settings-save'));
    expect(callsTo(`PUT ${pathOf(settingsOperatorApi.wallet.change)}`)).toHaveLength(0);
    await user.type(await screen.findByTestId('confirm-reason'), 'season peak');
    await user.click(screen.getByTestId('confirm-submit'));
    expect((await screen.findByTestId('settings-change-waiting')).textContent).toContain('second admin');
    const sent = callsTo(`PUT ${pathOf(settingsOperatorApi.wallet.change)}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ reason: 'season peak', secondApprover: limits });
  });
});
