import { rotateSeedsReply, rotateSeedsRequest } from '../api/draws-operator.ts';
import { ROLES } from '../backoffice/roles.ts';
import { defineOperatorRoute as route } from './define.ts';

/** The draws' committed server seeds (ADR 0109): an admin reveals and replaces them all. */
export const drawsOperatorApi = {
  rotate: route({
    method: 'POST',
    path: '/api/backoffice/settings/draws/rotate-seeds',
    access: 'operator',
    roles: ROLES.admin,
    tag: 'backoffice',
    summary: "Reveal every member's committed server seed and commit a new one (audited)",
    body: rotateSeedsRequest,
    replies: { 200: rotateSeedsReply },
    codes: [],
  }),
};
