import { z } from 'zod';
import {
  gameAccountEntry,
  gameLoginReply,
  launchReply,
  transferAllRequest,
  transferReply,
  transferRequest,
} from '../api/games.ts';
import { defineRoute } from './define.ts';

/** A path segment naming a provider, a username or a slot. */
const segment = z.string().min(1).max(40);
const slotParams = z.object({ slotCode: segment });

const launchCodes = ['NO_GAME', 'SLOT_NO_ACCOUNT', 'NOT_AREASLOT', 'NOT_UFABET', 'NO_DATA'] as const;

/** What a transfer and a transfer of the whole wallet may answer: the same path moves both. */
const transferCodes = [
  'TRANSFER_MINIMUM',
  'MONEY_NOT_ENOUGH',
  'NO_GAME',
  'SLOT_NO_ACCOUNT',
  'TRANSFER_FAIL',
  'REQUEST_LIMIT',
] as const;

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
    codes: transferCodes,
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
    codes: transferCodes,
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
