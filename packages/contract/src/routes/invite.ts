import { bannersReply } from '../api/bonus.ts';
import { inviteBonusReply, inviteReply } from '../api/invite.ts';
import { rewardPageRequest } from '../api/statement.ts';
import { defineRoute } from './define.ts';

/**
 * Invite rewards (spec doc 2 section 7 "Invite"). The claim is a GET as the spec has it; it still
 * moves money, so it takes an Idempotency-Key header like every money call (ADR 0042).
 */
export const inviteApi = {
  list: defineRoute({
    method: 'POST',
    path: '/api/invite',
    access: 'member',
    tag: 'invite',
    summary: 'The commission records of the members one invited, newest first',
    body: rewardPageRequest,
    replies: { 200: inviteReply },
    codes: [],
  }),
  bonus: defineRoute({
    method: 'GET',
    path: '/api/invite/bonus',
    access: 'member',
    tag: 'invite',
    summary: 'Claim the unclaimed commission: a provably fair draw moves it to the wallet or forfeits it',
    replies: { 200: inviteBonusReply },
    codes: [
      'INVITE_INACTIVE',
      'NO_INVITE_BONUS',
      'NO_INVITEE_PLAY_INFO',
      'INVITE_BONUS_FAIL',
      'REQUEST_LIMIT',
    ],
    idempotent: true,
  }),
  banners: defineRoute({
    method: 'GET',
    path: '/api/invite/banners',
    access: 'member',
    tag: 'invite',
    summary: "The invite modal's banners",
    replies: { 200: bannersReply },
    codes: [],
  }),
};
