import { describe, expect, it } from 'vitest';
import { authApi, CHAT_GUEST_HEADER, chatApi, chatHistoryReply, chatUploadReply } from '@wallet/contract';
import { useTestApp } from '../../../test/fixture.ts';
import { call } from '../../../test/call.ts';
import { fundedPlayer } from '../../../test/money.ts';
import { bearer, loginToken } from '../../../test/members.ts';
import {
  chatHistory,
  newGuestId,
  sampleFile,
  sendChat,
  text,
  uploadChat,
  type Chatter,
} from '../../../test/kits/chat.ts';

const t = useTestApp({ CHAT_MESSAGES_PER_MINUTE: '1000', CHAT_UPLOADS_PER_MINUTE: '1000' });

const listOf = async (who: Chatter, limit = 10, skip = 0) =>
  chatHistoryReply.parse((await chatHistory(t, who, limit, skip)).json()).list;

/* A guest who logs in or registers keeps their history (issue 25, ADR 0102). */
describe('chat: a guest who logs in keeps their history', () => {
  it("the guest's conversation is merged into the member's on the first call with the old guest id", async () => {
    const member = await fundedPlayer(t, 0);
    await sendChat(t, member, text('as member before'));
    const guestId = await newGuestId(t);
    await sendChat(t, { guestId }, text('as guest 1'));
    await sendChat(t, { guestId }, text('as guest 2'));
    const token = await loginToken(t.app, member.username, member.password);
    const merged = await call(t.app, chatApi.history, {
      body: { guestId, userId: String(member.memberId), limit: 10, skip: 0 },
      headers: bearer(token),
    });
    expect(
      chatHistoryReply
        .parse(merged.json())
        .list.map((m) => (m.message.payload as { message: string }).message)
        .sort(),
    ).toEqual(['as guest 1', 'as guest 2', 'as member before']);
    // The guest id now opens nothing: its conversation is the member's.
    expect(await listOf({ guestId })).toEqual([]);
    const { rows } = await t.database.pool.query('SELECT 1 FROM chat_conversations WHERE guest_key = $1', [
      guestId.split('.')[0],
    ]);
    expect(rows).toHaveLength(0);
  });
});

describe('chat: the merge at login (ADR 0102)', () => {
  const textsOf = (list: { message: { payload: unknown } }[]) =>
    list.map((m) => (m.message.payload as { message?: string; filePath?: string }).message ?? 'file').sort();
  const guestRows = async (guestId: string) =>
    (
      await t.database.pool.query('SELECT 1 FROM chat_conversations WHERE guest_key = $1', [
        guestId.split('.')[0],
      ])
    ).rowCount;

  it('a login carrying the widget’s guest id merges the guest’s conversation before it answers', async () => {
    // A new member (registered by the kit) who chatted as a guest before, a file included.
    const member = await fundedPlayer(t, 0);
    const guestId = await newGuestId(t);
    expect((await sendChat(t, { guestId }, text('asked as a guest'))).statusCode).toBe(200);
    const uploaded = chatUploadReply.parse(
      (await uploadChat(t, { guestId }, 'image', sampleFile.png(), 'a.png')).json(),
    );
    const media = await sendChat(
      t,
      { guestId },
      {
        message_type: 'media',
        payload: { url: false, fileType: 'image', filePath: uploaded.path },
      },
    );
    expect(media.statusCode).toBe(200);

    const login = await call(t.app, authApi.login, {
      body: { username: member.username, password: member.password, isRemember: false },
      headers: { [CHAT_GUEST_HEADER]: guestId },
    });
    expect(login.statusCode).toBe(200);
    // Merged by the login itself: the guest's row is gone before any chat call of the member.
    expect(await guestRows(guestId)).toBe(0);
    const token = (login.json() as { token: string }).token;
    const history = await call(t.app, chatApi.history, {
      body: { limit: 10, skip: 0 },
      headers: bearer(token),
    });
    expect(textsOf(chatHistoryReply.parse(history.json()).list)).toEqual(['asked as a guest', 'file']);
    // The file moved with its message: its signed link answers the member.
    const { rows } = await t.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM chat_files f JOIN chat_conversations c ON c.id = f.conversation_id
       WHERE c.member_id = $1`,
      [member.memberId],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('a forged or foreign guest id on the login merges nothing and the login stands', async () => {
    const member = await fundedPlayer(t, 0);
    const guestId = await newGuestId(t);
    await sendChat(t, { guestId }, text('not the member’s'));
    const [key] = guestId.split('.');
    for (const forged of [`${key}.forged`, 'nonsense', `${key}`]) {
      const login = await call(t.app, authApi.login, {
        body: { username: member.username, password: member.password, isRemember: false },
        headers: { [CHAT_GUEST_HEADER]: forged },
      });
      expect(login.statusCode).toBe(200);
    }
    expect(await guestRows(guestId)).toBe(1);
    expect(textsOf(await listOf({ guestId }))).toEqual(['not the member’s']);
  });

  it('a wrong password with a guest id merges nothing', async () => {
    const member = await fundedPlayer(t, 0);
    const guestId = await newGuestId(t);
    await sendChat(t, { guestId }, text('still a guest'));
    const login = await call(t.app, authApi.login, {
      body: { username: member.username, password: `${member.password}x`, isRemember: false },
      headers: { [CHAT_GUEST_HEADER]: guestId },
    });
    expect(login.json()).toEqual({ message: 'WRONG_CREDENTIAL' });
    expect(await guestRows(guestId)).toBe(1);
  });
});

describe('chat: a guest conversation is taken in only when recent or agreed (ADR 0153)', () => {
  const age = (guestId: string) =>
    t.database.pool.query(
      `UPDATE chat_conversations SET created_at = now() - interval '2 hours' WHERE guest_key = $1`,
      [guestId.split('.')[0]],
    );
  const guestRows = async (guestId: string) =>
    (
      await t.database.pool.query('SELECT 1 FROM chat_conversations WHERE guest_key = $1', [
        guestId.split('.')[0],
      ])
    ).rowCount;

  it('a guest conversation started over an hour ago is left alone at login and on chat calls; history says it waits', async () => {
    const member = await fundedPlayer(t, 0);
    const guestId = await newGuestId(t);
    await sendChat(t, { guestId }, text('someone else on this phone'));
    await age(guestId);
    const login = await call(t.app, authApi.login, {
      body: { username: member.username, password: member.password, isRemember: false },
      headers: { [CHAT_GUEST_HEADER]: guestId },
    });
    const token = (login.json() as { token: string }).token;
    const history = chatHistoryReply.parse(
      (
        await call(t.app, chatApi.history, { body: { guestId, limit: 10, skip: 0 }, headers: bearer(token) })
      ).json(),
    );
    expect(history.list).toEqual([]);
    expect(history.guestWaiting).toBe(true);
    await call(t.app, chatApi.send, {
      body: { sender: 'customer', message: text('mine'), guestId },
      headers: bearer(token),
    });
    expect(await guestRows(guestId)).toBe(1);
    expect(
      (await listOf({ guestId })).map((m) => (m.message.payload as { message: string }).message),
    ).toEqual(['someone else on this phone']);
  });

  it('the member’s consent merges it, with its read marks; a forged id is refused', async () => {
    const member = await fundedPlayer(t, 0);
    const guestId = await newGuestId(t);
    await sendChat(t, { guestId }, text('asked long ago'));
    await call(t.app, chatApi.readCustomer, { body: { guestId } });
    const [key] = guestId.split('.');
    const { rows: before } = await t.database.pool.query<{ readAt: Date }>(
      'SELECT customer_read_at AS "readAt" FROM chat_conversations WHERE guest_key = $1',
      [key],
    );
    await age(guestId);
    const forged = await call(t.app, chatApi.mergeGuest, {
      body: { guestId: `${key}.forged` },
      headers: member.headers,
    });
    expect(forged.json()).toEqual({ message: 'CHAT_GUEST_INVALID' });
    const agreed = await call(t.app, chatApi.mergeGuest, { body: { guestId }, headers: member.headers });
    expect(agreed.statusCode).toBe(204);
    expect(await guestRows(guestId)).toBe(0);
    const history = chatHistoryReply.parse((await chatHistory(t, member)).json());
    expect(history.list.map((m) => (m.message.payload as { message: string }).message)).toEqual([
      'asked long ago',
    ]);
    const { rows: after } = await t.database.pool.query<{ readAt: Date }>(
      'SELECT customer_read_at AS "readAt" FROM chat_conversations WHERE member_id = $1',
      [member.memberId],
    );
    expect(after[0]!.readAt.toISOString()).toBe(before[0]!.readAt.toISOString());
  });

  it('a guest never read by the member keeps the merged conversation unread on that side', async () => {
    const member = await fundedPlayer(t, 0);
    await sendChat(t, member, text('as member'));
    await call(t.app, chatApi.readCustomer, { body: {}, headers: member.headers });
    const guestId = await newGuestId(t);
    await sendChat(t, { guestId }, text('as guest, never marked read'));
    await call(t.app, chatApi.mergeGuest, { body: { guestId }, headers: member.headers });
    const { rows } = await t.database.pool.query<{ readAt: Date | null }>(
      'SELECT customer_read_at AS "readAt" FROM chat_conversations WHERE member_id = $1',
      [member.memberId],
    );
    expect(rows[0]!.readAt).toBeNull();
  });
});
