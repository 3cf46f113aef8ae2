import { spinActiveReply } from '../api/spin.ts';
import { defineRoute } from './define.ts';

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
