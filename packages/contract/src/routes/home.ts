import { walletReply } from '../api/home.ts';
import { defineRoute } from './define.ts';

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
