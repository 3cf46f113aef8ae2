import { doctorReport } from '../api/doctor-operator.ts';
import { ROLES } from '../backoffice/roles.ts';
import { defineOperatorRoute as route } from './define.ts';

/**
 * `npm run doctor` on demand from the settings screen (issue 39, ADR 0192): an admin runs the same
 * checks, each under its deadline; audited, and limited site-wide so that it cannot hammer vendors.
 */
export const doctorApi = {
  run: route({
    method: 'POST',
    path: '/api/backoffice/settings/doctor',
    access: 'operator',
    roles: ROLES.admin,
    tag: 'backoffice',
    summary:
      "Run the doctor's checks (configuration, database, Redis, storage, each vendor's credentials by a harmless call); audited, a few runs per window site-wide",
    replies: { 200: doctorReport },
    codes: ['REQUEST_LIMIT'],
  }),
};
