import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_TEXT_MAX,
  chatApi,
  chatHistoryReply,
  chatOperatorApi,
  chatSendReply,
  chatThreadReply,
  chatUploadReply,
  type ChatMessageBody,
} from '@wallet/contract';
import { useTestApp } from '../../../test/fixture.ts';
import { call } from '../../../test/call.ts';
import { fundedPlayer } from '../../../test/money.ts';
import { bearer } from '../../../test/members.ts';
import { makeOperator } from '../../../test/kits/operators.ts';
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

async function conversationIdOf(memberId: number): Promise<number> {
  const { rows } = await t.database.pool.query<{ id: number }>(
    'SELECT id FROM chat_conversations WHERE member_id = $1',
    [memberId],
  );
  return Number(rows[0]!.id);
}

async function storedChatFiles(): Promise<string[]> {
  return readdir(path.join(t.config.UPLOAD_DIR, 'chat')).catch(() => []);
}

describe('chat: who may read and write which conversation', () => {
  it('a guest id is ours or refused: forged, altered or missing ids get CHAT_GUEST_INVALID', async () => {
    const guestId = await newGuestId(t);
    expect((await sendChat(t, { guestId }, text('hello'))).statusCode).toBe(200);
    const [key] = guestId.split('.');
    for (const forged of [`${key}.AAAA`, `${'0'.repeat(24)}.${guestId.split('.')[1]}`, key!, 'guest-1'])
      expect((await sendChat(t, { guestId: forged }, text('x'))).json()).toEqual({
        message: 'CHAT_GUEST_INVALID',
      });
    expect((await call(t.app, chatApi.history, { body: { limit: 10, skip: 0 } })).json()).toEqual({
      message: 'CHAT_GUEST_INVALID',
    });
  });

  it('each guest and each member sees only their own conversation, whatever userId they send', async () => {
    const a = { guestId: await newGuestId(t) };
    const b = { guestId: await newGuestId(t) };
    await sendChat(t, a, text('from a'));
    await sendChat(t, b, text('from b'));
    expect((await listOf(a)).map((m) => m.message.payload)).toEqual([{ message: 'from a' }]);
    expect((await listOf(b)).map((m) => m.message.payload)).toEqual([{ message: 'from b' }]);

    const one = await fundedPlayer(t, 0);
    const two = await fundedPlayer(t, 0);
    await sendChat(t, one, text('member one'));
    // Another member's id in the body is ignored: the member is the token's.
    const sent = await call(t.app, chatApi.send, {
      body: { sender: 'customer', userId: String(one.memberId), message: text('member two') },
      headers: two.headers,
    });
    expect(sent.statusCode).toBe(200);
    const seenByOne = await call(t.app, chatApi.history, {
      body: { userId: String(two.memberId), limit: 10, skip: 0 },
      headers: one.headers,
    });
    expect(chatHistoryReply.parse(seenByOne.json()).list.map((m) => m.message.payload)).toEqual([
      { message: 'member one' },
    ]);
    expect((await listOf(two)).map((m) => [m.userId, m.username])).toEqual([
      [String(two.memberId), two.username],
    ]);
  });

  it('a bad bearer token is refused, never taken for a guest', async () => {
    const guestId = await newGuestId(t);
    const response = await call(t.app, chatApi.send, {
      body: { sender: 'customer', guestId, message: text('x') },
      headers: bearer('not-a-token'),
    });
    expect(response.json()).toEqual({ message: 'UNAUTHORIZED' });
  });
});

describe('chat: messages and history', () => {
  it('the reply is the creation time; history pages 10 at a time, newest first', async () => {
    const who = { guestId: await newGuestId(t) };
    const times: string[] = [];
    for (let i = 1; i <= 23; i += 1) {
      const reply = chatSendReply.parse((await sendChat(t, who, text(`m${i}`))).json());
      expect(Date.parse(reply.createdAt)).not.toBeNaN();
      times.push(reply.createdAt);
    }
    const first = await listOf(who, CHAT_HISTORY_PAGE_SIZE, 0);
    expect(first.map((m) => (m.message.payload as { message: string }).message)).toEqual(
      Array.from({ length: 10 }, (_, i) => `m${23 - i}`),
    );
    expect(first[0]!.createdAt).toBe(times[22]);
    const third = await listOf(who, CHAT_HISTORY_PAGE_SIZE, 20);
    expect(third.map((m) => (m.message.payload as { message: string }).message)).toEqual(['m3', 'm2', 'm1']);
    expect(await listOf(who, CHAT_HISTORY_PAGE_SIZE, 30)).toEqual([]);
  });

  it('text: empty, spaces only or over 2000 characters is refused and nothing is stored', async () => {
    const who = { guestId: await newGuestId(t) };
    for (const message of ['', '   \n ', 'x'.repeat(CHAT_TEXT_MAX + 1)])
      expect((await sendChat(t, who, text(message))).json()).toEqual({ message: 'KEY_INVALID' });
    expect((await sendChat(t, who, text('x'.repeat(CHAT_TEXT_MAX)))).statusCode).toBe(200);
    expect(await listOf(who)).toHaveLength(1);
  });

  it('bad input gets a catalogue code: unknown types, agent-only types from a customer, a file not theirs', async () => {
    const who = { guestId: await newGuestId(t) };
    const bad: unknown[] = [
      { message_type: 'unknown', payload: {} },
      {
        message_type: 'buttons',
        payload: { message: 'x', buttons: [{ title: 'a', type: 'web', payload: 'u' }] },
      },
      { message_type: 'generic', payload: { payloads: [] } },
      { message_type: 'text', payload: { message: 5 } },
      { message_type: 'text' },
    ];
    for (const message of bad) {
      const response = await call(t.app, chatApi.send, {
        body: { sender: 'customer', guestId: who.guestId, message },
      });
      expect(response.statusCode).toBe(400);
      expect(['KEY_INVALID', 'KEY_MISSING']).toContain((response.json() as { message: string }).message);
    }
    const other = { guestId: await newGuestId(t) };
    const upload = chatUploadReply.parse((await uploadChat(t, other, 'image', sampleFile.png())).json());
    const stolen = await sendChat(t, who, {
      message_type: 'media',
      payload: { url: false, fileType: 'image', filePath: upload.path },
    });
    expect(stolen.json()).toEqual({ message: 'NO_DATA' });
    expect(await listOf(who)).toEqual([]);
  });

  it('every message type goes end to end: customer text, media and postback; agent buttons, quick replies, generic', async () => {
    const member = await fundedPlayer(t, 0);
    const image = chatUploadReply.parse((await uploadChat(t, member, 'image', sampleFile.gif())).json());
    const sent: ChatMessageBody[] = [
      text('hi'),
      {
        message_type: 'media',
        payload: { message: 'my slip', url: false, fileType: 'image', filePath: image.path },
      },
      { message_type: 'postback', payload: { title: 'Deposit', message: 'DEPOSIT' } },
    ];
    for (const message of sent) expect((await sendChat(t, member, message)).statusCode).toBe(200);
    const agent = await makeOperator(t, 'support');
    const conversationId = await conversationIdOf(member.memberId);
    const answers: ChatMessageBody[] = [
      {
        message_type: 'buttons',
        payload: {
          message: 'Choose',
          buttons: [
            { title: 'Site', type: 'web', payload: 'https://example.com' },
            { title: 'Call', type: 'call', payload: '+6621234567' },
            { title: 'Deposit', type: 'postback', payload: 'DEPOSIT' },
          ],
        },
      },
      {
        message_type: 'quick_replies',
        payload: { message: 'Which?', quick_replies: [{ title: 'Yes', payload: 'YES' }] },
      },
      {
        message_type: 'generic',
        payload: {
          payloads: [{ image_url: 'https://example.com/a.png', title: 'Promo', subtitle: 'x', buttons: [] }],
        },
      },
    ];
    for (const message of answers) {
      const response = await call(t.app, chatOperatorApi.send, {
        params: { conversationId },
        body: { message },
        headers: agent.headers,
      });
      expect(response.statusCode).toBe(200);
    }
    const list = (await listOf(member)).reverse();
    expect(list.map((m) => [m.sender, m.message.message_type])).toEqual([
      ['customer', 'text'],
      ['customer', 'media'],
      ['customer', 'postback'],
      ['other', 'buttons'],
      ['other', 'quick_replies'],
      ['other', 'generic'],
    ]);
    expect(list[3]!.message.payload).toEqual(answers[0]!.payload);
    expect(list[4]!.message.payload).toEqual(answers[1]!.payload);
    expect(list[5]!.message.payload).toEqual(answers[2]!.payload);
    // The media's path is a signed, short-lived link that opens the file with its real type.
    const media = list[1]!.message.payload as { url: boolean; filePath: string; fileType: string };
    expect(media).toMatchObject({ url: true, fileType: 'image', message: 'my slip' });
    const opened = await t.app.inject({ method: 'GET', url: media.filePath });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/gif');
    expect(opened.rawPayload.equals(sampleFile.gif())).toBe(true);
    const forged = media.filePath.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await t.app.inject({ method: 'GET', url: forged })).json()).toEqual({ message: 'NO_DATA' });
  });

  it('an agent closing the session, or an idle conversation, starts a new session on the next message', async () => {
    const member = await fundedPlayer(t, 0);
    await sendChat(t, member, text('one'));
    await sendChat(t, member, text('two'));
    const agent = await makeOperator(t, 'support');
    const conversationId = await conversationIdOf(member.memberId);
    const closed = await call(t.app, chatOperatorApi.close, {
      params: { conversationId },
      headers: agent.headers,
    });
    expect(closed.json()).toMatchObject({ open: false });
    await sendChat(t, member, text('three'));
    // Idle: the last message is older than the `chat` setting's idle minutes.
    await t.database.pool.query(
      "UPDATE chat_messages SET created_at = created_at - interval '2 hours' WHERE conversation_id = $1",
      [conversationId],
    );
    await sendChat(t, member, text('four'));
    const sessions = (await listOf(member)).reverse().map((m) => m.session_id);
    expect(sessions[0]).toBe(sessions[1]);
    expect(new Set(sessions).size).toBe(3);
    expect(sessions[2]).not.toBe(sessions[1]);
    expect(sessions[3]).not.toBe(sessions[2]);
  });

  it('read marks both ways: read-customer shows to agents, an agent read shows as the member’s receipt', async () => {
    const member = await fundedPlayer(t, 0);
    await sendChat(t, member, text('anyone?'));
    const agent = await makeOperator(t, 'support');
    const conversationId = await conversationIdOf(member.memberId);
    const thread = async () =>
      chatThreadReply.parse(
        (
          await call(t.app, chatOperatorApi.thread, { params: { conversationId }, headers: agent.headers })
        ).json(),
      );
    expect((await thread()).conversation).toMatchObject({ unread: 1, customerReadAt: null });
    expect(chatHistoryReply.parse((await chatHistory(t, member)).json()).readAt).toBeNull();
    await call(t.app, chatOperatorApi.read, { params: { conversationId }, headers: agent.headers });
    expect((await thread()).conversation.unread).toBe(0);
    expect(chatHistoryReply.parse((await chatHistory(t, member)).json()).readAt).not.toBeNull();
    const read = await call(t.app, chatApi.readCustomer, { body: {}, headers: member.headers });
    expect(read.statusCode).toBe(204);
    expect((await thread()).conversation.customerReadAt).not.toBeNull();
  });
});

describe('chat: uploads', () => {
  it('images and videos are recognised by their bytes, whatever their name says', async () => {
    const who = { guestId: await newGuestId(t) };
    for (const [kind, data] of [
      ['image', sampleFile.png()],
      ['image', sampleFile.jpeg()],
      ['image', sampleFile.gif()],
      ['video', sampleFile.mp4()],
      ['video', sampleFile.mov()],
    ] as const) {
      const response = await uploadChat(t, who, kind, data, 'no-extension');
      expect(response.statusCode).toBe(200);
      expect(chatUploadReply.parse(response.json()).fileType).toBe(kind);
    }
    // A video on the image route, an image on the video route, a text file named .png: refused.
    for (const [kind, data, name] of [
      ['image', sampleFile.mp4(), 'x.png'],
      ['video', sampleFile.png(), 'x.mp4'],
      ['image', Buffer.from('just text, not an image'.repeat(10)), 'x.png'],
    ] as const)
      expect((await uploadChat(t, who, kind, data, name)).json()).toEqual({
        message: 'CHAT_FILE_UNSUPPORTED',
      });
  });

  it('an image over 10 MB or a video over 20 MB is stopped while it streams and leaves nothing', async () => {
    const who = { guestId: await newGuestId(t) };
    const before = await storedChatFiles();
    const MB = 1024 * 1024;
    expect((await uploadChat(t, who, 'image', sampleFile.png(10 * MB + 1))).json()).toEqual({
      message: 'CHAT_FILE_TOO_LARGE',
    });
    expect((await uploadChat(t, who, 'video', sampleFile.mp4(20 * MB + 1))).json()).toEqual({
      message: 'CHAT_FILE_TOO_LARGE',
    });
    expect(await storedChatFiles()).toEqual(before);
    expect((await uploadChat(t, who, 'image', sampleFile.png(10 * MB))).statusCode).toBe(200);
    expect(await storedChatFiles()).toHaveLength(before.length + 1);
  });

  it('no file part, or not multipart at all, is CHAT_NO_FILE', async () => {
    const guestId = await newGuestId(t);
    const response = await call(t.app, chatApi.uploadImage, { query: { guestId }, body: { file: 'x' } });
    expect(response.json()).toEqual({ message: 'CHAT_NO_FILE' });
  });
});

describe('chat: limits', () => {
  const limited = useTestApp({ CHAT_MESSAGES_PER_MINUTE: '3' });

  it('a member or guest past the per-minute budget gets REQUEST_LIMIT and nothing is stored', async () => {
    const guestId = (await call(limited.app, chatApi.config)).json<{ guestId: string }>().guestId;
    const send = (message: string) =>
      call(limited.app, chatApi.send, { body: { sender: 'customer', guestId, message: text(message) } });
    for (let i = 0; i < 3; i += 1) expect((await send(`ok ${i}`)).statusCode).toBe(200);
    expect((await send('too many')).json()).toEqual({ message: 'REQUEST_LIMIT' });
    const history = await call(limited.app, chatApi.history, { body: { guestId, limit: 10, skip: 0 } });
    expect(chatHistoryReply.parse(history.json()).list).toHaveLength(3);
  });

  it('one address cannot flood by minting guest ids: three budgets per address', async () => {
    const ids = await Promise.all(
      Array.from(
        { length: 4 },
        async () => (await call(limited.app, chatApi.config)).json<{ guestId: string }>().guestId,
      ),
    );
    const results: number[] = [];
    for (const guestId of ids)
      for (let i = 0; i < 3; i += 1)
        results.push(
          (
            await call(limited.app, chatApi.send, {
              body: { sender: 'customer', guestId, message: text('x') },
              remoteAddress: '10.9.8.7',
            })
          ).statusCode,
        );
    expect(results.filter((status) => status === 200)).toHaveLength(9);
    expect(results.filter((status) => status === 429)).toHaveLength(3);
  });
});
