import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { OperatorMeReply, OperatorRole, OperatorView, QueuesSummary } from '@wallet/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders.tsx';
import { routes } from '../app/routes.tsx';
import { fakeSocket } from './fake-socket.ts';

/** A test client: no retries (a refused call shows at once), nothing kept between tests. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** The whole app (session gate, layout, pages) at `path`, in English, on the real routes. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, {
    initialEntries: [`/backoffice${path}`],
    basename: '/backoffice',
  });
  const queryClient = testQueryClient();
  const socket = fakeSocket();
  const view = render(
    <AppProviders queryClient={queryClient} locale="en" createSocket={() => socket.socket}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, socket };
}

export function operatorOf(role: OperatorRole, id = 1): OperatorView {
  return {
    id,
    username: `${role}.one`,
    name: `${role[0]!.toUpperCase()}${role.slice(1)} One`,
    role,
    active: true,
    totp: true,
    createdAt: '2026-11-01T00:00:00.000Z',
    lastLoginAt: null,
  };
}

export function meReplyOf(operator: OperatorView): OperatorMeReply {
  return {
    operator,
    session: {
      id: 'sess-1',
      operator: { id: operator.id, username: operator.username },
      createdAt: '2026-11-23T00:00:00.000Z',
      lastSeenAt: '2026-11-23T00:00:00.000Z',
      expiresAt: '2026-11-23T00:30:00.000Z',
      revokedAt: null,
      ip: '127.0.0.1',
      userAgent: 'test',
      active: true,
      current: true,
    },
  };
}

export const emptyPending = { count: 0, oldestAt: null };

/** The queues' summary with nothing waiting anywhere: a test spreads it and sets the queues it is about. */
export const emptyQueues: QueuesSummary = {
  withdrawals: emptyPending,
  depositReviews: emptyPending,
  adjustments: emptyPending,
  heldCredits: emptyPending,
  settingChanges: emptyPending,
  operatorGrants: emptyPending,
};
