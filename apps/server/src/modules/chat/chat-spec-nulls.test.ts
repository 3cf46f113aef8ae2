import { describe, expect, it } from 'vitest';
import {
  accountApi,
  authApi,
  chatApi,
  chatHistoryReply,
  chatSendReply,
  chatUploadReply,
} from '@wallet/contract';
import { useTestApp } from '../../../test/fixture.ts';
import { call } from '../../../test/call.ts';
import { fundedPlayer } from '../../../test/money.ts';
import { registerMember } from '../../../test/members.ts';
import { newGuestId, sampleFile, text, uploadChat } from '../../../test/kits/chat.ts';

const t = useTestApp({ CHAT_MESSAGES_PER_MINUTE: '1000', CHAT_UPLOADS_PER_MINUTE: '1000' });

/**
 * Issue 42: a client built from the spec sends the conversation package with `null` for the
 * identity it lacks. The identity is still the token's or the signed guest id's.
 */
describe('chat: the spec’s packages with null identities', () => {
  const messagesOf = (body: unknown) =>
    chatHistoryReply
      .parse(body)
      .list.map((m) => (m.message.payload as { message?: string }).message ?? 'file');

  it('a guest sends, pages history newest first, marks read and sends media with userId null', async () => {
    const guestId = await newGuestId(t);
    for (const n of [1, 2, 3]) {
      const sent = await call(t.app, chatApi.send, {
        body: {
          sender: 'customer',
          message: text(`guest ${n}`),
          userId: null,
          guestId,
          username: null,
          name: null,
          deviceToken: null,
        },
      });
      expect(sent.statusCode).toBe(200);
      chatSendReply.parse(sent.json());
    }
    const uploaded = chatUploadReply.parse(
      (await uploadChat(t, { guestId }, 'image', sampleFile.png())).json(),
    );
    const media = await call(t.app, chatApi.send, {
      body: {
        sender: 'customer',
        message: {
          message_type: 'media',
          payload: { url: false, fileType: 'image', filePath: uploaded.path },
        },
        userId: null,
        guestId,
      },
    });
    expect(media.statusCode).toBe(200);

    const first = await call(t.app, chatApi.history, { body: { userId: null, guestId, limit: 2, skip: 0 } });
    expect(first.statusCode).toBe(200);
    expect(messagesOf(first.json())).toEqual(['file', 'guest 3']);
    const second = await call(t.app, chatApi.history, { body: { userId: null, guestId, limit: 2, skip: 2 } });
    expect(messagesOf(second.json())).toEqual(['guest 2', 'guest 1']);
    // Null paging is the first page of the standard size.
    const nulls = await call(t.app, chatApi.history, {
      body: { userId: null, guestId, limit: null, skip: null },
    });
    expect(messagesOf(nulls.json())).toHaveLength(4);

    const read = await call(t.app, chatApi.readCustomer, { body: { userId: null, guestId } });
    expect(read.statusCode).toBe(204);
    const { rows } = await t.database.pool.query<{ readAt: Date | null }>(
      'SELECT customer_read_at AS "readAt" FROM chat_conversations WHERE guest_key = $1',
      [guestId.split('.')[0]],
    );
    expect(rows[0]!.readAt).not.toBeNull();
  });

  it('a guest with guestId null is still refused: the identity is never taken from the body', async () => {
    const sent = await call(t.app, chatApi.send, {
      body: { sender: 'customer', message: text('who am I'), userId: '1', guestId: null },
    });
    expect(sent.json()).toEqual({ message: 'CHAT_GUEST_INVALID' });
  });

  it('a member sends with guestId null and a foreign userId: the message is the token’s member’s', async () => {
    const member = await fundedPlayer(t, 0);
    const other = await fundedPlayer(t, 0);
    const sent = await call(t.app, chatApi.send, {
      body: { sender: 'customer', message: text('hello'), userId: String(other.memberId), guestId: null },
      headers: member.headers,
    });
    expect(sent.statusCode).toBe(200);
    const history = await call(t.app, chatApi.history, {
      body: { userId: String(member.memberId), guestId: null, limit: 10, skip: 0 },
      headers: member.headers,
    });
    const list = chatHistoryReply.parse(history.json()).list;
    expect(list.map((m) => m.userId)).toEqual([String(member.memberId)]);
    const read = await call(t.app, chatApi.readCustomer, {
      body: { userId: String(member.memberId), guestId: null },
      headers: member.headers,
    });
    expect(read.statusCode).toBe(204);
    const otherHistory = await call(t.app, chatApi.history, {
      body: { userId: null, guestId: null, limit: 10, skip: 0 },
      headers: other.headers,
    });
    expect(chatHistoryReply.parse(otherHistory.json()).list).toEqual([]);
  });
});

describe('other spec packages: a field the spec lets be absent may be null', () => {
  it('registration with null source, invite and currency; login with null isRemember', async () => {
    const payload = await registerMember(t.app, t.sms, {
      sourceCode: null,
      inviteCode: null,
      currency: null,
    });
    const login = await call(t.app, authApi.login, {
      body: { username: payload.username, password: payload.password, isRemember: null },
    });
    expect(login.statusCode).toBe(200);
    const token = (login.json() as { token: string }).token;
    const update = await call(t.app, accountApi.updateProfile, {
      body: { name: 'Renamed', bankCode: null, bankAccountName: null, bankAccountNo: null },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(update.statusCode).toBe(200);
    expect((update.json() as { name: string }).name).toBe('Renamed');
  });
});
