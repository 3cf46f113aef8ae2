import {
  settingGroupChanges,
  settingGroupNames,
  settingGroupShapes,
  type SettingGroup,
} from '../api/settings-operator.ts';
import { ROLES } from '../backoffice/roles.ts';
import { defineOperatorRoute as route, type OperatorRouteDef } from './define.ts';

/**
 * A settings group's pair of routes (issue 26, ADR 0086): every operator reads it (the screens show
 * it read-only below admin), an admin changes it. The module owning the group registers both in
 * its operator-routes.ts.
 */
function groupRoutes<G extends SettingGroup>(group: G) {
  const path = `/api/backoffice/settings/${group}` as const;
  return {
    read: route({
      method: 'GET',
      path,
      access: 'operator',
      roles: ROLES.anyOperator,
      tag: 'backoffice',
      summary: `The ${group} settings`,
      replies: { 200: settingGroupShapes[group] },
      codes: [],
    }),
    change: route({
      method: 'PUT',
      path,
      access: 'operator',
      roles: ROLES.admin,
      tag: 'backoffice',
      summary: `Change the ${group} settings (those sent; audited with before and after)`,
      body: settingGroupChanges[group],
      replies: { 200: settingGroupShapes[group] },
      codes: ['LIMITS_REVERSED', 'ODDS_NOT_100', 'DUPLICATE_CODE'],
    }),
  };
}

export const settingsOperatorApi = {
  site: groupRoutes('site'),
  lookup: groupRoutes('lookup'),
  deposit: groupRoutes('deposit'),
  withdraw: groupRoutes('withdraw'),
  wallet: groupRoutes('wallet'),
  bonus: groupRoutes('bonus'),
  invite: groupRoutes('invite'),
  refund: groupRoutes('refund'),
  spin: groupRoutes('spin'),
} satisfies Record<SettingGroup, { read: OperatorRouteDef; change: OperatorRouteDef }>;

/** Every settings route, for the matrix and the bad-input suite. */
export const settingsOperatorRoutes: OperatorRouteDef[] = settingGroupNames.flatMap((group) => [
  settingsOperatorApi[group].read,
  settingsOperatorApi[group].change,
]);
