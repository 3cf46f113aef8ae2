import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatApi, chatConfigReply, chatOperatorApi, type ChatMessage } from '@wallet/contract';
import { call } from '../../test/call.ts';
import { useTestApp } from '../../test/fixture.ts';
import { fundedPlayer, type Player } from '../../test/money.ts';
import { makeOperator, type TestOperator } from '../../test/kits/operators.ts';
import { newGuestId, sendChat, text } from '../../test/kits/chat.ts';
import { connectAgent, connectChat, join, listening, type Heard } from '../../test/kits/chat-sockets.ts';

const t = useTestApp();
let origin: string;
let PREFIX: string;
const opened: Heard[] = [];
const open = async (made: Promise<Heard>) => {
  const heard = await made;
  opened.push(heard);
  return heard;
};

beforeAll(async () => {
  origin = await listening(t);
  PREFIX = chatConfigReply.parse((await call(t.app, chatApi.config)).json()).PREFIX;
});
afterAll(() => {
  for (const heard of opened) heard.socket.close();
});

async function conversationOf(player: Player): Promise<number> {
  const { rows } = await t.database.pool.query<{ id: number }>(
    'SELECT id FROM chat_conversations WHERE member_id = $1',
    [player.memberId],
  );
  return Number(rows[0]!.id);
}

const answer = (agent: TestOperator, conversationId: number, message: string) =>
  call(t.app, chatOperatorApi.send, {
    params: { conversationId },
    body: { message: text(message) },
    headers: agent.headers,
  });

describe('chat namespace: only one’s own room', () => {
  it('a member joins PREFIX + their id and no other member’s room', async () => {
    const one = await fundedPlayer(t, 0);
    const two = await fundedPlayer(t, 0);
    const socket = await open(connectChat(origin, { token: one.token }));
    expect(await join(socket, `${PREFIX}${two.memberId}`)).toEqual({ ok: false, message: 'UNAUTHORIZED' });
    expect(await join(socket, `${PREFIX}${one.memberId}`)).toEqual({ ok: true });
    // Two's conversation never reaches one's socket, even though one asked for its room.
    await sendChat(t, two, text('for two only'));
    await sendChat(t, one, text('for one'));
    const got = (await socket.next('messaging')) as ChatMessage;
    expect(got.message.payload).toEqual({ message: 'for one' });
    expect(socket.events.filter((event) => event.name === 'messaging')).toHaveLength(1);
  });

  it('a guest joins only with the id the server signed; a forged one cannot connect', async () => {
    const guestId = await newGuestId(t);
    const other = await newGuestId(t);
    await expect(connectChat(origin, { guestId: `${guestId.split('.')[0]}.forged` })).rejects.toThrow(
      'CHAT_GUEST_INVALID',
    );
    await expect(connectChat(origin, {})).rejects.toThrow('CHAT_GUEST_INVALID');
    await expect(connectChat(origin, { token: 'not-a-token' })).rejects.toThrow('UNAUTHORIZED');
    const socket = await open(connectChat(origin, { guestId }));
    expect(await join(socket, `${PREFIX}${other}`)).toMatchObject({ ok: false });
    expect(await join(socket, `${PREFIX}${guestId}`)).toEqual({ ok: true });
    await sendChat(t, { guestId: other }, text('not yours'));
    await sendChat(t, { guestId }, text('yours'));
    expect(((await socket.next('messaging')) as ChatMessage).message.payload).toEqual({ message: 'yours' });
    expect(socket.events.filter((event) => event.name === 'messaging')).toHaveLength(1);
  });
});

describe('chat namespace: fan-out to the customer and the agents', () => {
  it('the agents hear the member, the member hears the answer, the read receipt and the typing', async () => {
    const member = await fundedPlayer(t, 0);
    const agent = await makeOperator(t, 'support');
    const finance = await makeOperator(t, 'finance');
    const agentSocket = await open(connectAgent(origin, agent.token));
    const financeSocket = await open(connectAgent(origin, finance.token));
    const memberSocket = await open(connectChat(origin, { token: member.token }));
    expect(await join(memberSocket, `${PREFIX}${member.memberId}`)).toEqual({ ok: true });

    await sendChat(t, member, text('help please'));
    const inbox = (await agentSocket.next('chat:inbox')) as {
      conversation: { unread: number; memberId: number };
    };
    expect(inbox.conversation).toMatchObject({ memberId: member.memberId, unread: 1 });
    const conversationId = await conversationOf(member);

    memberSocket.socket.emit('typing', true);
    expect(await agentSocket.next('chat:typing')).toEqual({ conversationId, typing: true, by: 'customer' });
    agentSocket.socket.emit('chat:typing', { conversationId, typing: true });
    expect(await memberSocket.next('typing')).toEqual({ typing: true });

    expect((await answer(agent, conversationId, 'how can I help?')).statusCode).toBe(200);
    const pushed = (await memberSocket.next(
      'messaging',
      (data) => (data as ChatMessage).sender === 'other',
    )) as ChatMessage;
    expect(pushed.message.payload).toEqual({ message: 'how can I help?' });
    // Answering reads the conversation: the member sees the receipt.
    expect(await memberSocket.next('read')).toMatchObject({ at: expect.any(String) });
    // Finance operators do not answer chats: they hear none of it.
    expect(financeSocket.events.filter((event) => event.name.startsWith('chat:'))).toEqual([]);
  });
});
