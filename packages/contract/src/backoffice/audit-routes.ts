import { defineOperatorRoute as route } from '../routes/define.ts';
import { auditPage, auditQuery } from './audit.ts';
import { ROLES } from './roles.ts';

const tag = 'backoffice';

/** The append-only audit trail (admin). */
export const auditApi = {
  search: route({
    method: 'GET',
    path: '/api/backoffice/audit',
    access: 'operator',
    roles: ROLES.admin,
    tag,
    summary: 'Search the audit trail by operator, member, action and time, newest first',
    query: auditQuery,
    replies: { 200: auditPage },
    codes: [],
  }),
};
