import {
  auditApi,
  bankFeedOperatorApi,
  chatOperatorApi,
  accountOperatorApi,
  operatorAuthApi,
  operatorsApi,
  reportsOperatorApi,
  settingsOperatorApi,
  adjustmentApi,
  queuesApi,
} from '@wallet/contract';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { AuditPage } from '../features/audit/AuditPage.tsx';
import { BankFeedHealthCard } from '../features/deposit/BankFeedHealthCard.tsx';
import { BankFeedPage } from '../features/deposit/BankFeedPage.tsx';
import { ChatInboxPage } from '../features/chat/ChatInboxPage.tsx';
import { EnrolPage } from '../features/auth/EnrolPage.tsx';
import { MemberPage } from '../features/account/MemberPage.tsx';
import { MemberSearchPage } from '../features/account/MemberSearchPage.tsx';
import { ChangePasswordPage } from '../features/operators/ChangePasswordPage.tsx';
import { OperatorsPage } from '../features/operators/OperatorsPage.tsx';
import { AdjustmentPage } from '../features/wallet/AdjustmentPage.tsx';
import { SettingsPage } from '../features/settings/SettingsPage.tsx';
import { HomeRedirect } from './HomeRedirect.tsx';
import { Layout } from './Layout.tsx';
import { NotFound } from './NotFound.tsx';
import { QueuesPage } from './queues/QueuesPage.tsx';
import { RequireRoute } from './RequireRoute.tsx';
import { SessionGate } from './SessionGate.tsx';

// The dashboard and its chart library load only when its route is opened (ADR 0092).
const DashboardPage = lazy(() =>
  import('../features/reports/DashboardPage.tsx').then((module) => ({ default: module.DashboardPage })),
);

/**
 * Every page is behind the session gate (sign-in) and the role of the route it calls first, but
 * the enrolment link's page (ADR 0129): its operator cannot sign in yet, the link is the key.
 */
export const routes: RouteObject[] = [
  { path: 'enrol/:token', element: <EnrolPage /> },
  {
    element: <SessionGate />,
    children: [
      {
        element: <Layout />,
        children: [
          { index: true, element: <HomeRedirect /> },
          {
            path: 'queues/:queue?',
            element: (
              <RequireRoute route={queuesApi.queues}>
                <QueuesPage />
              </RequireRoute>
            ),
          },
          {
            path: 'reports',
            element: (
              <RequireRoute route={reportsOperatorApi.dashboard}>
                <Suspense fallback={null}>
                  <DashboardPage cards={<BankFeedHealthCard alertsOnly />} />
                </Suspense>
              </RequireRoute>
            ),
          },
          {
            path: 'bank-feed',
            element: (
              <RequireRoute route={bankFeedOperatorApi.bankFeedItems}>
                <BankFeedPage />
              </RequireRoute>
            ),
          },
          {
            path: 'adjustments/new',
            element: (
              <RequireRoute route={adjustmentApi.requestAdjustment}>
                <AdjustmentPage />
              </RequireRoute>
            ),
          },
          {
            path: 'chat',
            element: (
              <RequireRoute route={chatOperatorApi.inbox}>
                <ChatInboxPage />
              </RequireRoute>
            ),
          },
          {
            path: 'members',
            element: (
              <RequireRoute route={accountOperatorApi.search}>
                <MemberSearchPage />
              </RequireRoute>
            ),
          },
          {
            path: 'members/:memberId',
            element: (
              <RequireRoute route={accountOperatorApi.page}>
                <MemberPage />
              </RequireRoute>
            ),
          },
          {
            path: 'audit',
            element: (
              <RequireRoute route={auditApi.search}>
                <AuditPage />
              </RequireRoute>
            ),
          },
          {
            path: 'operators',
            element: (
              <RequireRoute route={operatorsApi.list}>
                <OperatorsPage />
              </RequireRoute>
            ),
          },
          {
            path: 'settings/:group?',
            element: (
              <RequireRoute route={settingsOperatorApi.site.read}>
                <SettingsPage />
              </RequireRoute>
            ),
          },
          {
            path: 'account/password',
            element: (
              <RequireRoute route={operatorAuthApi.password}>
                <ChangePasswordPage />
              </RequireRoute>
            ),
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];
