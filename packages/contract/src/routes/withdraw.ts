import { withdrawReply, withdrawRequest } from '../api/withdraw.ts';
import { defineRoute } from './define.ts';

const withdrawCodes = [
  'TRANSFER_MINIMUM',
  'MONEY_NOT_ENOUGH',
  'NO_BANK',
  'REQUEST_LIMIT',
  'BONUS_REMAINING',
] as const;

export const withdrawApi = {
  withdraw: defineRoute({
    method: 'POST',
    path: '/api/wallet/withdraw',
    access: 'member',
    tag: 'wallet',
    summary: 'Withdraw to the registered bank account',
    body: withdrawRequest,
    replies: { 200: withdrawReply },
    codes: withdrawCodes,
    idempotent: true,
  }),
  withdrawAll: defineRoute({
    method: 'POST',
    path: '/api/wallet/withdrawAll',
    access: 'member',
    tag: 'wallet',
    summary: 'The withdrawal the withdraw modal sends (with a bonus held, everything goes: ADR 0014)',
    body: withdrawRequest,
    replies: { 200: withdrawReply },
    codes: withdrawCodes,
    idempotent: true,
  }),
};
