import {
  auditApi,
  bankFeedOperatorApi,
  chatOperatorApi,
  accountOperatorApi,
  operatorsApi,
  reportsOperatorApi,
  settingsOperatorApi,
  type OperatorRole,
  adjustmentApi,
  queuesApi,
} from '@wallet/contract';
import { canCall } from '../lib/operator/access.ts';
import type { MessageKey } from '../lib/i18n/message-types.ts';

export interface NavItem {
  /** A stable name for the entry (tests, styles). */
  id: string;
  path: string;
  label: MessageKey;
  /** The route whose roles decide whether the section is shown. */
  route: { roles?: readonly OperatorRole[] };
}

/** The sections, in the order of the menu; each is shown to the roles its main route allows. */
export const NAV_ITEMS: NavItem[] = [
  { id: 'queues', path: '/queues', label: 'nav.queues', route: queuesApi.queues },
  { id: 'reports', path: '/reports', label: 'nav.reports', route: reportsOperatorApi.dashboard },
  { id: 'bank-feed', path: '/bank-feed', label: 'nav.bankFeed', route: bankFeedOperatorApi.bankFeedItems },
  {
    id: 'adjustment',
    path: '/adjustments/new',
    label: 'nav.adjustment',
    route: adjustmentApi.requestAdjustment,
  },
  { id: 'chat', path: '/chat', label: 'nav.chat', route: chatOperatorApi.inbox },
  { id: 'members', path: '/members', label: 'nav.members', route: accountOperatorApi.search },
  { id: 'audit', path: '/audit', label: 'nav.audit', route: auditApi.search },
  { id: 'operators', path: '/operators', label: 'nav.operators', route: operatorsApi.list },
  { id: 'settings', path: '/settings', label: 'nav.settings', route: settingsOperatorApi.site.read },
];

export function navItemsFor(role: OperatorRole | undefined): NavItem[] {
  return NAV_ITEMS.filter((item) => canCall(role, item.route));
}

/** Where an operator lands after signing in: their first section. */
export function homePathFor(role: OperatorRole | undefined): string {
  return navItemsFor(role)[0]?.path ?? '/members';
}
