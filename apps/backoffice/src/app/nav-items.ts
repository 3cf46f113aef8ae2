import { auditApi, membersApi, operatorsApi, financeApi, type OperatorRole } from '@wallet/contract';
import { canCall } from '../lib/operator/access.ts';
import type { MessageKey } from '../lib/i18n/catalogue.ts';

export interface NavItem {
  path: string;
  label: MessageKey;
  /** The route whose roles decide whether the section is shown. */
  route: { roles?: readonly OperatorRole[] };
}

/** The sections, in the order of the menu; each is shown to the roles its main route allows. */
export const NAV_ITEMS: NavItem[] = [
  { path: '/queues', label: 'nav.queues', route: financeApi.queues },
  { path: '/adjustments/new', label: 'nav.adjustment', route: financeApi.requestAdjustment },
  { path: '/members', label: 'nav.members', route: membersApi.search },
  { path: '/audit', label: 'nav.audit', route: auditApi.search },
  { path: '/operators', label: 'nav.operators', route: operatorsApi.list },
];

export function navItemsFor(role: OperatorRole | undefined): NavItem[] {
  return NAV_ITEMS.filter((item) => canCall(role, item.route));
}

/** Where an operator lands after signing in: their first section. */
export function homePathFor(role: OperatorRole | undefined): string {
  return navItemsFor(role)[0]?.path ?? '/members';
}
