import { drawSeedReply, drawSeedRequest, drawsReply } from '../api/draws.ts';
import { rewardPageRequest } from '../api/statement.ts';
import { defineRoute } from './define.ts';

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
