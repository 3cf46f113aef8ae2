import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatApi, chatConfigReply, chatOperatorApi, type ChatMessage } from '@wallet/contract';
import { call } from '../call.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { fundedPlayer } from '../money.ts';
import { makeOperator } from '../kits/operators.ts';
import { sendChat, text } from '../kits/chat.ts';
import { connectAgent, connectChat, join, listening, type Heard } from '../kits/chat-sockets.ts';
import { flushPrefix, redisUrl, testPrefix } from './redis.ts';

/*
 * Two API nodes on one PostgreSQL and one Redis (ADR 0036): a chat message stored through one
 * node reaches the member's socket and the agent's socket on the other, through the socket
 * adapter the chat namespace shares with the others.
 */
const prefix = testPrefix();
let first: TestApp;
let second: TestApp;
const opened: Heard[] = [];

beforeAll(async () => {
  const env = { REDIS_URL: redisUrl(), REDIS_PREFIX: prefix };
  first = await createTestApp(env);
  second = await createTestApp(env, { sameDatabaseAs: first });
});
afterAll(async () => {
  for (const heard of opened) heard.socket.close();
  await second?.close();
  await first?.close();
  await flushPrefix(prefix);
});

describe('chat across two nodes', () => {
  it('an answer sent through node one reaches the member on node two, a message the agent on node one', async () => {
    const secondOrigin = await listening(second);
    const firstOrigin = await listening(first);
    const { PREFIX } = chatConfigReply.parse((await call(first.app, chatApi.config)).json());
    const member = await fundedPlayer(first, 0);
    const agent = await makeOperator(first, 'support');
    const memberSocket = await connectChat(secondOrigin, { token: member.token });
    const agentSocket = await connectAgent(firstOrigin, agent.token);
    opened.push(memberSocket, agentSocket);
    expect(await join(memberSocket, `${PREFIX}${member.memberId}`)).toEqual({ ok: true });

    await sendChat(second, member, text('sent on two'));
    expect(await agentSocket.next('chat:inbox')).toMatchObject({
      message: { message: { payload: { message: 'sent on two' } } },
    });

    const { rows } = await first.database.pool.query<{ id: number }>(
      'SELECT id FROM chat_conversations WHERE member_id = $1',
      [member.memberId],
    );
    const answered = await call(first.app, chatOperatorApi.send, {
      params: { conversationId: Number(rows[0]!.id) },
      body: { message: text('answered on one') },
      headers: agent.headers,
    });
    expect(answered.statusCode).toBe(200);
    const pushed = (await memberSocket.next(
      'messaging',
      (data) => (data as ChatMessage).sender === 'other',
    )) as ChatMessage;
    expect(pushed.message.payload).toEqual({ message: 'answered on one' });
  });
});
