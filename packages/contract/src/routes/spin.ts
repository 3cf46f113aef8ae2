import {
  spinActiveReply,
  spinClaimReply,
  spinClaimRequest,
  spinCouponsReply,
  spinResultReply,
  spinSetupReply,
} from '../api/spin.ts';
import { defineRoute } from './define.ts';

/** The spin wheel (spec doc 2 section 7 "Spin wheel"); spin and claim are idempotent (Idempotency-Key). */
export const spinApi = {
  active: defineRoute({
    method: 'GET',
    path: '/api/spinwheel/active',
    access: 'member',
    tag: 'spin',
    summary: 'Whether the spin wheel is on',
    replies: { 200: spinActiveReply },
    codes: [],
  }),
  setup: defineRoute({
    method: 'GET',
    path: '/api/spinwheel/setup',
    access: 'member',
    tag: 'spin',
    summary: "The wheel's slices and the member's coins",
    replies: { 200: spinSetupReply },
    codes: [],
  }),
  spin: defineRoute({
    method: 'POST',
    path: '/api/spinwheel/spin',
    access: 'member',
    tag: 'spin',
    summary: 'Spend one coin on a provably fair draw of a slice; a credit prize becomes a coupon',
    replies: { 200: spinResultReply },
    codes: ['NO_COIN', 'INVALID_PRIZE_CODE', 'NO_DATA'],
    idempotent: true,
  }),
  coupons: defineRoute({
    method: 'GET',
    path: '/api/spinwheel/coupon',
    access: 'member',
    tag: 'spin',
    summary: "The member's coupons, newest first",
    replies: { 200: spinCouponsReply },
    codes: [],
  }),
  claim: defineRoute({
    method: 'POST',
    path: '/api/spinwheel/coupon/claim',
    access: 'member',
    tag: 'spin',
    summary: "Move a credit coupon's amount from the house's promotions to the wallet",
    body: spinClaimRequest,
    replies: { 200: spinClaimReply },
    codes: [
      'NO_CLAIMABLE_COUPON',
      'INVALID_CODE',
      'INVALID_COUPON_TYPE',
      'COUPON_EXPIRED',
      'BONUS_REMAINING',
    ],
    idempotent: true,
  }),
};
