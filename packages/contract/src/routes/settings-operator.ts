import {
  moneyControlGroups,
  settingGroupChanges,
  settingGroupNames,
  settingGroupShapes,
  type SettingGroup,
} from '../api/setting-groups.ts';
import {
  settingChange,
  settingChangeConfirm,
  settingChangeDecision,
  settingChangeList,
  settingChangeParams,
  settingChangeWaiting,
} from '../api/setting-changes.ts';
import {
  settingRowParams,
  siteImageParams,
  siteImageReply,
  settingTableNames,
  settingTableChanges,
  settingTableReplies,
  type SettingTable,
} from '../api/settings-tables.ts';
import { isMoneyControlTable } from '../api/setting-table-terms.ts';
import { ROLES } from '../backoffice/roles.ts';
import { defineOperatorRoute as route, defineRoute, type OperatorRouteDef } from './define.ts';

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
      summary: moneyControlGroups.includes(group)
        ? `Change the ${group} settings (those sent; audited). A money-control setting's change waits for a second admin: 202 with the waiting change (ADR 0130)`
        : `Change the ${group} settings (those sent; audited with before and after)`,
      body: settingGroupChanges[group],
      replies: moneyControlGroups.includes(group)
        ? { 200: settingGroupShapes[group], 202: settingChangeWaiting }
        : { 200: settingGroupShapes[group] },
      codes: [
        'LIMITS_REVERSED',
        'ODDS_NOT_100',
        'DUPLICATE_CODE',
        'VIDEO_LINK_INVALID',
        ...(moneyControlGroups.includes(group) ? (['SETTING_CHANGE_WAITING'] as const) : []),
        // The deposit accounts' bank and currency (ADR 0185).
        ...(group === 'deposit' ? (['INVALID_BANK', 'DEPOSIT_CURRENCY_MISMATCH'] as const) : []),
      ],
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
  account: groupRoutes('account'),
  chat: groupRoutes('chat'),
  howto: groupRoutes('howto'),
} satisfies Record<SettingGroup, { read: OperatorRouteDef; change: OperatorRouteDef }>;

/**
 * A settings table's pair of routes (ADR 0107): every operator lists its rows, an admin saves one
 * (added when its code is new, for the tables that take new rows).
 */
function tableRoutes<T extends SettingTable>(table: T) {
  const path = `/api/backoffice/settings/tables/${table}` as const;
  return {
    list: route({
      method: 'GET',
      path,
      access: 'operator',
      roles: ROLES.anyOperator,
      tag: 'backoffice',
      summary: `The ${table} rows`,
      replies: { 200: settingTableReplies[table] },
      codes: [],
    }),
    save: route({
      method: 'PUT',
      path: `${path}/:code`,
      access: 'operator',
      roles: ROLES.admin,
      tag: 'backoffice',
      summary: isMoneyControlTable(table)
        ? `Save one of the ${table} rows (audited). A row added or its terms changed waits for a second admin: 202 with the waiting change (ADR 0194)`
        : `Save one of the ${table} rows (audited with before and after)`,
      params: settingRowParams,
      body: settingTableChanges[table],
      replies: isMoneyControlTable(table)
        ? { 200: settingTableReplies[table], 202: settingChangeWaiting }
        : { 200: settingTableReplies[table] },
      codes: [
        'NO_DATA',
        'LIMITS_REVERSED',
        ...(isMoneyControlTable(table) ? (['KEY_MISSING', 'SETTING_CHANGE_WAITING'] as const) : []),
      ],
    }),
  };
}

export const settingTablesApi = {
  games: tableRoutes('games'),
  bonuses: tableRoutes('bonuses'),
  sources: tableRoutes('sources'),
  banks: tableRoutes('banks'),
} satisfies Record<SettingTable, { list: OperatorRouteDef; save: OperatorRouteDef }>;

/** The operators' site images (ADR 0108): an admin uploads, the member site shows them. */
export const siteImagesApi = {
  upload: route({
    method: 'POST',
    path: '/api/backoffice/settings/images',
    access: 'operator',
    roles: ROLES.admin,
    tag: 'backoffice',
    summary: 'Upload an image (png, jpeg, gif, webp; at most 2 MB) for a setting; the reply is its path',
    body: 'multipart',
    replies: { 200: siteImageReply },
    codes: ['IMAGE_NO_FILE', 'IMAGE_UNSUPPORTED', 'IMAGE_TOO_LARGE', 'FILE_STORAGE_FAIL'],
  }),
};
export const siteImagesPublicApi = {
  file: defineRoute({
    method: 'GET',
    path: '/api/site-images/:file',
    access: 'public',
    tag: 'lookup',
    summary: 'An image an operator uploaded (the contact QR, game art, banners)',
    params: siteImageParams,
    replies: { 200: 'binary' },
    codes: ['NO_DATA', 'FILE_STORAGE_FAIL'],
  }),
};

/**
 * The money-control settings' waiting changes (ADR 0130): every operator sees them (the dashboard
 * counts them); another admin confirms or rejects one; the asker, or on a site with no second admin
 * any admin or finance operator, cancels one.
 */
export const settingChangesApi = {
  list: route({
    method: 'GET',
    path: '/api/backoffice/settings/changes',
    access: 'operator',
    roles: ROLES.anyOperator,
    tag: 'backoffice',
    summary: 'The money-control setting changes that wait, and the last decided ones',
    replies: { 200: settingChangeList },
    codes: [],
  }),
  confirm: route({
    method: 'POST',
    path: '/api/backoffice/settings/changes/:changeId/confirm',
    access: 'operator',
    roles: ROLES.admin,
    tag: 'backoffice',
    summary: "Confirm another admin's waiting setting change: it applies now (audited)",
    params: settingChangeParams,
    body: settingChangeConfirm,
    replies: { 200: settingChange },
    codes: ['NO_DATA', 'SAME_OPERATOR', 'APPROVER_TOO_NEW', 'APPROVER_NOT_INDEPENDENT', 'ALREADY_DECIDED'],
  }),
  reject: route({
    method: 'POST',
    path: '/api/backoffice/settings/changes/:changeId/reject',
    access: 'operator',
    roles: ROLES.admin,
    tag: 'backoffice',
    summary: "Reject another admin's waiting setting change: nothing applies (audited)",
    params: settingChangeParams,
    body: settingChangeDecision,
    replies: { 200: settingChange },
    codes: ['NO_DATA', 'SAME_OPERATOR', 'ALREADY_DECIDED'],
  }),
  cancel: route({
    method: 'POST',
    path: '/api/backoffice/settings/changes/:changeId/cancel',
    access: 'operator',
    roles: ROLES.finance,
    tag: 'backoffice',
    summary:
      'Cancel a waiting setting change: the asker, or anyone of admin or finance while it waits for its delay',
    params: settingChangeParams,
    body: settingChangeDecision,
    replies: { 200: settingChange },
    codes: ['NO_DATA', 'FORBIDDEN_ROLE', 'ALREADY_DECIDED'],
  }),
};

/** Every settings route, for the matrix and the bad-input suite. */
export const settingsOperatorRoutes: OperatorRouteDef[] = [
  ...settingGroupNames.flatMap((group) => [
    settingsOperatorApi[group].read,
    settingsOperatorApi[group].change,
  ]),
  ...settingTableNames.flatMap((table) => [settingTablesApi[table].list, settingTablesApi[table].save]),
  siteImagesApi.upload,
  settingChangesApi.list,
  settingChangesApi.confirm,
  settingChangesApi.reject,
  settingChangesApi.cancel,
];
