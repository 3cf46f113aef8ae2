import { messageReply } from '../api/common.ts';
import {
  activationReply,
  activeBonusReply,
  bonusCodeParams,
  bonusListReply,
  bonusMinimumReply,
  currentPromotionReply,
  promotionEntry,
  withdrawPreviewQuery,
  withdrawPreviewReply,
} from '../api/bonus.ts';
import { defineRoute } from './define.ts';

/** Why an activation may be refused (ADR 0040). */
const activationCodes = [
  'BONUS_ALREADY_ACTIVE',
  'BONUS_MAX_CLAIMED',
  'BONUS_FULL',
  'NO_DATA',
  'TRANSFER_MINIMUM',
  'MONEY_NOT_ENOUGH',
  'REQUEST_LIMIT',
] as const;

/** Bonuses (spec doc 2 section 7 "Bonus and promotion"): listed deposit bonuses and the member's active one. */
export const bonusApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/bonus',
    access: 'member',
    tag: 'bonus',
    summary: 'The open bonuses with the member’s receipts of each',
    replies: { 200: bonusListReply },
    codes: [],
  }),
  activate: defineRoute({
    method: 'GET',
    path: '/api/bonus/activate/:code',
    access: 'member',
    tag: 'bonus',
    summary: 'Take a bonus on the latest unused deposit (Idempotency-Key header; ADR 0040)',
    params: bonusCodeParams,
    replies: { 200: activationReply },
    codes: activationCodes,
    idempotent: true,
  }),
  active: defineRoute({
    method: 'GET',
    path: '/api/bonus/check/active',
    access: 'member',
    tag: 'bonus',
    summary: 'Whether the member holds a bonus, and its type',
    replies: { 200: activeBonusReply },
    codes: [],
  }),
  minimum: defineRoute({
    method: 'GET',
    path: '/api/bonus/check/minimum',
    access: 'member',
    tag: 'bonus',
    summary: 'The member’s qualifying deposit against the lowest bonus minimum',
    replies: { 200: bonusMinimumReply },
    codes: [],
  }),
  withdrawPreview: defineRoute({
    method: 'GET',
    path: '/api/bonus/check/withdraw',
    access: 'member',
    tag: 'bonus',
    summary: 'What a withdrawal of this amount would pay and deduct now (the withdraw modal shows it)',
    query: withdrawPreviewQuery,
    replies: { 200: withdrawPreviewReply },
    codes: [],
  }),
  clear: defineRoute({
    method: 'GET',
    path: '/api/bonus/clear',
    access: 'member',
    tag: 'bonus',
    summary:
      'End the active bonus when the balance reached its target or fell under its floor ({message: BONUS_CLEAR})',
    replies: { 200: messageReply },
    codes: ['BONUS_CONDITION', 'NO_DATA', 'REQUEST_LIMIT'],
    idempotent: true,
  }),
};

/** Promotion codes: bonuses that are not listed, found by the code a member types. */
export const promotionApi = {
  current: defineRoute({
    method: 'GET',
    path: '/api/promotion/current',
    access: 'member',
    tag: 'bonus',
    summary: 'The promotion the member holds, else the newest open one ({} when none)',
    replies: { 200: currentPromotionReply },
    codes: [],
  }),
  find: defineRoute({
    method: 'GET',
    path: '/api/promotion/find/:code',
    access: 'member',
    tag: 'bonus',
    summary: 'Find an open promotion by code (any case)',
    params: bonusCodeParams,
    replies: { 200: promotionEntry },
    codes: ['NO_PROMOTION', 'PROMOTION_RECEIVED'],
  }),
  activate: defineRoute({
    method: 'GET',
    path: '/api/promotion/activate/:code',
    access: 'member',
    tag: 'bonus',
    summary: 'Take a promotion on the latest unused deposit (Idempotency-Key header)',
    params: bonusCodeParams,
    replies: { 200: activationReply },
    codes: [...activationCodes, 'NO_PROMOTION', 'PROMOTION_RECEIVED'],
    idempotent: true,
  }),
};
