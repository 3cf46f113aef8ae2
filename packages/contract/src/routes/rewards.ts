import { z } from 'zod';
import { messageReply } from '../api/common.ts';
import {
  bannersReply,
  drawSeedReply,
  drawSeedRequest,
  drawsReply,
  inviteBonusReply,
  inviteReply,
  refundAddWalletReply,
  refundCheckReply,
  refundReceiveReply,
  refundReply,
  rewardPageRequest,
} from '../api/rewards.ts';
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

/** Loss refunds (spec doc 2 section 7 "Refund"); receive and addWallet move money (Idempotency-Key). */
export const refundApi = {
  list: defineRoute({
    method: 'POST',
    path: '/api/refund',
    access: 'member',
    tag: 'refund',
    summary: 'The refund log: receipts, additions to the wallet and forfeits, newest first',
    body: rewardPageRequest,
    replies: { 200: refundReply },
    codes: [],
  }),
  check: defineRoute({
    method: 'GET',
    path: '/api/refund/check',
    access: 'member',
    tag: 'refund',
    summary: "The last closed period's refund, the refund balance and the odds",
    replies: { 200: refundCheckReply },
    codes: ['REFUND_INACTIVE'],
  }),
  receive: defineRoute({
    method: 'GET',
    path: '/api/refund/receive',
    access: 'member',
    tag: 'refund',
    summary: "Collect the last closed period's refund into the refund balance (once per period)",
    replies: { 200: refundReceiveReply },
    codes: ['REFUND_INACTIVE', 'REFUND_CONDITION', 'NO_REFUND', 'REFUND_MINIMUM', 'REQUEST_LIMIT'],
    idempotent: true,
  }),
  addWallet: defineRoute({
    method: 'GET',
    path: '/api/refund/addWallet',
    access: 'member',
    tag: 'refund',
    summary: 'Move the refund balance to the wallet: a provably fair draw with the refund odds',
    replies: { 200: refundAddWalletReply },
    codes: ['REFUND_INACTIVE', 'REFUND_CONDITION', 'NO_REFUND', 'REQUEST_LIMIT'],
    idempotent: true,
  }),
  banners: defineRoute({
    method: 'GET',
    path: '/api/refund/banners',
    access: 'member',
    tag: 'refund',
    summary: "The refund modal's banners",
    replies: { 200: bannersReply },
    codes: [],
  }),
};

/** Provably fair draws (ADR 0041): the commitment before, every draw after, to check. */
export const drawsApi = {
  list: defineRoute({
    method: 'POST',
    path: '/api/draws',
    access: 'member',
    tag: 'draws',
    summary: "The member's draws with their revealed seeds, newest first",
    body: rewardPageRequest,
    replies: { 200: drawsReply },
    codes: [],
  }),
  seed: defineRoute({
    method: 'GET',
    path: '/api/draws/seed',
    access: 'member',
    tag: 'draws',
    summary: "The hash of the server seed the member's next draw uses, the client seed and the nonce",
    replies: { 200: drawSeedReply },
    codes: [],
  }),
  setClientSeed: defineRoute({
    method: 'POST',
    path: '/api/draws/seed',
    access: 'member',
    tag: 'draws',
    summary: 'Choose the client seed of the next draws',
    body: drawSeedRequest,
    replies: { 200: drawSeedReply },
    codes: [],
  }),
};

const sandbox = { access: 'sandbox', tag: 'sandbox' } as const;

/** Steering the rewards in the sandbox: the settlement clock and the accrual job. */
export const rewardsSandboxApi = {
  clock: defineRoute({
    ...sandbox,
    method: 'PUT',
    path: '/api/sandbox/rewards/clock',
    summary: 'Shift the clock invite and refund periods are read on (ms, may be negative)',
    body: z.object({
      shiftMs: z
        .number()
        .int()
        .min(-366 * 86_400_000)
        .max(366 * 86_400_000),
    }),
    replies: { 200: messageReply },
    codes: [],
  }),
  accrue: defineRoute({
    ...sandbox,
    method: 'POST',
    path: '/api/sandbox/invite/accrue',
    summary: 'Run the invite accrual job now',
    replies: { 200: z.object({ accrued: z.number().int() }) },
    codes: [],
  }),
};
