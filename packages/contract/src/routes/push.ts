import { pushPublicKeyReply, pushSubscribeRequest, pushUnsubscribeRequest } from '../api/push.ts';
import { defineRoute } from './define.ts';

/** Phone notifications (Web Push, issue 42, ADR 0156): one subscription per device. */
export const pushApi = {
  publicKey: defineRoute({
    method: 'GET',
    path: '/api/push/public-key',
    access: 'public',
    tag: 'push',
    summary: 'The VAPID public key devices subscribe with, or that push is off',
    replies: { 200: pushPublicKeyReply },
    codes: [],
  }),
  subscribe: defineRoute({
    method: 'POST',
    path: '/api/push/subscribe',
    access: 'member',
    tag: 'push',
    summary: 'Subscribe this device (or change its language or amounts choice); it ends with this session',
    body: pushSubscribeRequest,
    replies: { 204: 'empty' },
    codes: ['PUSH_OFF'],
  }),
  unsubscribe: defineRoute({
    method: 'POST',
    path: '/api/push/unsubscribe',
    access: 'member',
    tag: 'push',
    summary: "Stop this device's notifications",
    body: pushUnsubscribeRequest,
    replies: { 204: 'empty' },
    codes: [],
  }),
};
