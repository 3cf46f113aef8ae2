import { memberParams } from '../api/account-operator.ts';
import { memberSpinReply } from '../api/spin-operator.ts';
import { ROLES } from '../backoffice/roles.ts';
import { defineOperatorRoute as route } from './define.ts';

/** The spin wheel on the back-office's member page: every role reads. */
export const spinOperatorApi = {
  member: route({
    method: 'GET',
    path: '/api/backoffice/members/:memberId/spin',
    access: 'operator',
    roles: ROLES.anyOperator,
    tag: 'backoffice',
    summary: "A member's spin wheel coins and coupons, newest first",
    params: memberParams,
    replies: { 200: memberSpinReply },
    codes: ['NO_USER'],
  }),
};
