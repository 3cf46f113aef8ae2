import { screen, within } from '@testing-library/react';
import { accountOperatorApi, operatorAuthApi, pathOf, type OperatorRole, queuesApi } from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../lib/session/session.ts';
import { emptyQueues, meReplyOf, operatorOf, renderApp } from '../test/render.tsx';

function signedInAs(role: OperatorRole) {
  saveToken('op-token');
  return mockFetch({
    [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf(role)) },
    [`GET ${pathOf(queuesApi.queues)}`]: {
      body: { ...emptyQueues, withdrawals: { count: 2, oldestAt: null } },
    },
    [`GET ${pathOf(accountOperatorApi.search)}`]: { body: { members: [] } },
  });
}

async function menuOf(role: OperatorRole): Promise<string[]> {
  signedInAs(role);
  renderApp('/members');
  const nav = await screen.findByTestId('main-nav');
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('role-aware navigation', () => {
  it('shows admin every section', async () => {
    expect(await menuOf('admin')).toEqual([
      expect.stringMatching(/^Queues/),
      'Dashboard & reports',
      'Auto deposits',
      'Manual adjustment',
      'Support chat',
      'Members',
      'Audit trail',
      'Operators',
      'Settings',
    ]);
  });

  it('shows finance the queues, the dashboard, adjustments, members and settings, not the audit trail or operators', async () => {
    expect(await menuOf('finance')).toEqual([
      expect.stringMatching(/^Queues/),
      'Dashboard & reports',
      'Auto deposits',
      'Manual adjustment',
      'Members',
      'Settings',
    ]);
  });

  it('shows support the chat inbox, members and the settings (read-only)', async () => {
    expect(await menuOf('support')).toEqual(['Support chat', 'Members', 'Settings']);
  });

  it('counts waiting queue items beside the menu entry', async () => {
    signedInAs('finance');
    renderApp('/members');
    expect((await screen.findByTestId('nav-queue-count')).textContent).toContain('2');
  });

  it('tells a role that opens a page it may not use by address, and never calls its API', async () => {
    const { calls } = signedInAs('support');
    renderApp('/operators');
    expect(await screen.findByTestId('not-allowed')).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('/api/backoffice/operators'))).toBe(false);
    expect(calls.some((call) => call.path === pathOf(queuesApi.queues))).toBe(false);
  });
});
