import { z } from 'zod';
import {
  depositNoticeReply,
  depositNoticeRequest,
  gameAccountEntry,
  gameLoginReply,
  launchReply,
  spinActiveReply,
  transferAllRequest,
  transferReply,
  transferRequest,
  walletReply,
  withdrawReply,
  withdrawRequest,
} from '../api/wallet.ts';
import { defineRoute } from './define.ts';

/** A path segment naming a provider, a username or a slot. */
const segment = z.string().min(1).max(40);
const slotParams = z.object({ slotCode: segment });

/** Home's wallet answer. */
export const homeApi = {
  wallet: defineRoute({
    method: 'GET',
    path: '/api/wallet',
    access: 'member',
    tag: 'wallet',
    summary: 'The member, the bank account, the wallet and every game account',
    replies: { 200: walletReply },
    codes: ['NO_WALLET'],
  }),
  refresh: defineRoute({
    method: 'GET',
    path: '/api/wallet/refresh/slot',
    access: 'member',
    tag: 'wallet',
    summary: 'Refresh every game balance from the providers, then the wallet answer',
    replies: { 200: walletReply },
    codes: ['NO_WALLET'],
  }),
};

const launchCodes = ['NO_GAME', 'SLOT_NO_ACCOUNT', 'NOT_AREASLOT', 'NOT_UFABET', 'NO_DATA'] as const;

/** Game accounts and transfers between the wallet and the providers. */
export const gamesApi = {
  activate: defineRoute({
    method: 'GET',
    path: '/api/wallet/activate/:slotCode',
    access: 'member',
    tag: 'games',
    summary: 'Open an account at a provider',
    params: slotParams,
    replies: { 200: gameAccountEntry },
    codes: ['NO_GAME', 'SLOT_ALREADY_ACTIVE', 'GAME_ACTIVATION_FAIL', 'SLOT_ACTIVATE_FAIL'],
  }),
  account: defineRoute({
    method: 'GET',
    path: '/api/wallet/account/:slotCode',
    access: 'member',
    tag: 'games',
    summary: "The game account's username and password",
    params: slotParams,
    replies: { 200: gameLoginReply },
    codes: ['SLOT_NO_ACCOUNT'],
  }),
  resetPassword: defineRoute({
    method: 'GET',
    path: '/api/wallet/resetpassword/:slotCode',
    access: 'member',
    tag: 'games',
    summary: "Reset the game account's password at the provider",
    params: slotParams,
    replies: { 200: gameLoginReply },
    codes: ['SLOT_NO_ACCOUNT', 'SLOT_RESET_PASSWORD_FAIL'],
  }),
  transfer: defineRoute({
    method: 'POST',
    path: '/api/wallet/transfer',
    access: 'member',
    tag: 'games',
    summary: 'Move money between the wallet and a game, or game to game (202 while the provider is unclear)',
    body: transferRequest,
    replies: { 200: transferReply, 202: transferReply },
    codes: [
      'TRANSFER_MINIMUM',
      'MONEY_NOT_ENOUGH',
      'NO_GAME',
      'SLOT_NO_ACCOUNT',
      'TRANSFER_FAIL',
      'REQUEST_LIMIT',
    ],
    idempotent: true,
  }),
  transferAll: defineRoute({
    method: 'POST',
    path: '/api/wallet/transferAll',
    access: 'member',
    tag: 'games',
    summary: 'The whole wallet into one game',
    body: transferAllRequest,
    replies: { 200: transferReply, 202: transferReply },
    codes: [
      'TRANSFER_MINIMUM',
      'MONEY_NOT_ENOUGH',
      'NO_GAME',
      'SLOT_NO_ACCOUNT',
      'TRANSFER_FAIL',
      'REQUEST_LIMIT',
    ],
    idempotent: true,
  }),
  launch: defineRoute({
    method: 'GET',
    path: '/api/autoLogin/:provider/:username',
    access: 'member',
    tag: 'games',
    summary: 'A link that opens the game (providers that take the username only)',
    params: z.object({ provider: segment, username: segment }),
    replies: { 200: launchReply },
    codes: launchCodes,
  }),
  launchWithPassword: defineRoute({
    method: 'GET',
    path: '/api/autoLogin/:provider/:username/:password',
    access: 'member',
    tag: 'games',
    summary: 'A link that opens the game (providers that take username and password)',
    params: z.object({ provider: segment, username: segment, password: z.string().min(1).max(100) }),
    replies: { 200: launchReply },
    codes: launchCodes,
  }),
};

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

export const depositNoticeApi = {
  add: defineRoute({
    method: 'POST',
    path: '/api/wallet/add',
    access: 'member',
    tag: 'wallet',
    summary: 'Tell the operator about a bank transfer (moves no money: ADR 0014)',
    body: depositNoticeRequest,
    replies: { 201: depositNoticeReply },
    codes: ['TRANSFER_MINIMUM', 'KEY_INVALID', 'REQUEST_LIMIT'],
    idempotent: true,
  }),
};

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
};
