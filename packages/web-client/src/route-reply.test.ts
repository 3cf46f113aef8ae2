import { authApi, defineRoute, gamesApi, messageReply, profileReply } from '@wallet/contract';
import { describe, expect, it } from 'vitest';
import { replySchemaOf } from './route-reply.ts';

const route = (replies: Parameters<typeof replySchemaOf>[0]['replies']) =>
  defineRoute({ method: 'GET', path: '/x', access: 'public', tag: 't', summary: 's', replies, codes: [] });

describe('replySchemaOf', () => {
  it('gives no parser to an only-empty route, so its body is ignored', () => {
    expect(replySchemaOf(authApi.logout)).toBeUndefined();
  });

  it("uses a route's one success schema as is, even when declared for 200 and 202", () => {
    expect(replySchemaOf(gamesApi.transfer)).toBe(gamesApi.transfer.replies[200]);
  });

  it('accepts whichever declared answer matches when they differ', () => {
    const parser = replySchemaOf(route({ 200: profileReply, 201: messageReply, 204: 'empty' }))!;
    expect(parser.safeParse({ message: 'OK' })).toMatchObject({ success: true });
    expect(parser.safeParse(undefined)).toMatchObject({ success: true });
    expect(parser.safeParse({ other: 1 })).toMatchObject({ success: false });
  });
});
