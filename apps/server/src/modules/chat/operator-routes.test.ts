import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chatApi,
  chatAgentsReply,
  chatInboxReply,
  chatConversationSummary,
  chatMemberQueueReply,
  chatOperatorApi,
  depositNoticeApi,
  withdrawApi,
} from '@wallet/contract';
import { useTestApp } from '../../../test/fixture.ts';
import { call } from '../../../test/call.ts';
import { MONEY_TEST_ENV, fundedPlayer, post } from '../../../test/money.ts';
import { makeOperator, type TestOperator } from '../../../test/kits/operators.ts';
import { sendChat, text } from '../../../test/kits/chat.ts';

/** The agents' side beyond messages (issue 25 part 3): assignment to any agent, canned replies audited. */
// Withdrawals wait in the finance queue, as in production (the harness pays them at once).
const t = useTestApp({
  ...MONEY_TEST_ENV,
  OPERATOR_LOGIN_LIMIT_PER_IP: '1000',
  WITHDRAWAL_APPROVAL: 'operator',
});
let support: TestOperator;
let otherAgent: TestOperator;
let finance: TestOperator;
beforeAll(async () => {
  support = await makeOperator(t, 'support');
  otherAgent = await makeOperator(t, 'support');
  finance = await makeOperator(t, 'finance');
});

async function conversationOf(memberId: number): Promise<number> {
  const { rows } = await t.database.pool.query<{ id: number }>(
    'SELECT id FROM chat_conversations WHERE member_id = $1',
    [memberId],
  );
  return Number(rows[0]!.id);
}

const inboxOf = async (agent: TestOperator, filter: 'all' | 'mine' | 'unassigned' = 'all') =>
  chatInboxReply.parse(
    (await call(t.app, chatOperatorApi.inbox, { query: { filter }, headers: agent.headers })).json(),
  );

describe('the inbox for a team (issue 41)', () => {
  it('shows how long the member waits and their language, counts the unassigned and waiting; replying claims it', async () => {
    const member = await fundedPlayer(t, 0);
    const before = (await inboxOf(support)).counts;
    const sent = await call(t.app, chatApi.send, {
      body: { sender: 'customer', message: text('ສະບາຍດີ') },
      headers: { ...member.headers, 'accept-language': 'lo' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await sendChat(t, member, text('anyone?'));
    const conversationId = await conversationOf(member.memberId);
    const { rows } = await t.database.pool.query<{ first: Date }>(
      `SELECT min(created_at) AS first FROM chat_messages WHERE conversation_id = $1`,
      [conversationId],
    );
    const waiting = (await inboxOf(support)).conversations.find((c) => c.id === conversationId)!;
    // Waiting since the first unanswered message, in the language of the last one (th when none is sent).
    expect(waiting.waitingSince).toBe(rows[0]!.first.toISOString());
    expect(waiting.assignedTo).toBeNull();
    const counts = (await inboxOf(support)).counts;
    expect(counts.unassigned).toBe(before.unassigned + 1);
    expect(counts.waiting).toBe(before.waiting + 1);

    const answered = await call(t.app, chatOperatorApi.send, {
      params: { conversationId },
      body: { message: { message_type: 'text', payload: { message: 'ສະບາຍດີ, how can I help?' } } },
      headers: support.headers,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const after = await inboxOf(support, 'mine');
    const mine = after.conversations.find((c) => c.id === conversationId)!;
    expect(mine.assignedTo).toEqual({ id: support.id, username: support.username });
    expect(mine.waitingSince).toBeNull();
    expect(after.counts.unassigned).toBe(before.unassigned);
    expect(after.counts.waiting).toBe(before.waiting);
    // Another agent answering does not take it over.
    await call(t.app, chatOperatorApi.send, {
      params: { conversationId },
      body: { message: { message_type: 'text', payload: { message: 'also here' } } },
      headers: otherAgent.headers,
    });
    expect((await inboxOf(support, 'mine')).conversations.map((c) => c.id)).toContain(conversationId);
  });

  it('keeps the language the member writes in', async () => {
    const member = await fundedPlayer(t, 0);
    await call(t.app, chatApi.send, {
      body: { sender: 'customer', message: text('hello') },
      headers: { ...member.headers, 'accept-language': 'en' },
    });
    const conversationId = await conversationOf(member.memberId);
    expect((await inboxOf(support)).conversations.find((c) => c.id === conversationId)!.locale).toBe('en');
    await call(t.app, chatApi.send, {
      body: { sender: 'customer', message: text('ສະບາຍດີ') },
      headers: { ...member.headers, 'accept-language': 'lo' },
    });
    expect((await inboxOf(support)).conversations.find((c) => c.id === conversationId)!.locale).toBe('la');
  });
});

describe('chat agents and assignment', () => {
  it('lists the active support and admin operators, and one agent assigns a conversation to another', async () => {
    const listed = chatAgentsReply.parse(
      (await call(t.app, chatOperatorApi.agents, { headers: support.headers })).json(),
    ).agents;
    const ids = listed.map((agent) => agent.id);
    expect(ids).toContain(support.id);
    expect(ids).toContain(otherAgent.id);
    expect(ids).not.toContain(finance.id);

    const member = await fundedPlayer(t, 0);
    await sendChat(t, member, text('who answers me?'));
    const conversationId = await conversationOf(member.memberId);
    const assigned = await call(t.app, chatOperatorApi.assign, {
      params: { conversationId },
      body: { operatorId: otherAgent.id },
      headers: support.headers,
    });
    expect(chatConversationSummary.parse(assigned.json()).assignedTo).toEqual({
      id: otherAgent.id,
      username: otherAgent.username,
    });
    // In the other agent's "mine", not in the first agent's.
    const mine = async (agent: TestOperator) =>
      (
        (
          await call(t.app, chatOperatorApi.inbox, { query: { filter: 'mine' }, headers: agent.headers })
        ).json() as { conversations: { id: number }[] }
      ).conversations.map((conversation) => conversation.id);
    expect(await mine(otherAgent)).toContain(conversationId);
    expect(await mine(support)).not.toContain(conversationId);
    // A finance operator is no agent: refused, and nothing changes.
    const refused = await call(t.app, chatOperatorApi.assign, {
      params: { conversationId },
      body: { operatorId: finance.id },
      headers: support.headers,
    });
    expect(refused.json()).toEqual({ message: 'NO_OPERATOR' });
    expect(await mine(otherAgent)).toContain(conversationId);
  });
});

describe('canned replies', () => {
  const auditRows = async () =>
    (
      await t.database.pool.query<{ operatorId: number; before: unknown; after: unknown }>(
        `SELECT operator_id::int AS "operatorId", before, after FROM operator_audit
         WHERE action = 'chat.canned_replies_update' ORDER BY id`,
      )
    ).rows;

  it('are kept for the site, and each change is audited with before and after in its transaction', async () => {
    const first = [{ title: 'Hello', texts: { th: 'สวัสดีค่ะ', la: 'ສະບາຍດີ', en: 'Hello, how can we help?' } }];
    const second = [
      ...first,
      { title: 'Slip', texts: { th: 'กรุณาส่งสลิป', la: 'ກະລຸນາສົ່ງສະລິບ', en: 'Please send your transfer slip.' } },
    ];
    for (const replies of [first, second]) {
      const saved = await call(t.app, chatOperatorApi.saveCannedReplies, {
        body: { replies },
        headers: support.headers,
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ replies });
    }
    const listed = await call(t.app, chatOperatorApi.cannedReplies, { headers: otherAgent.headers });
    expect(listed.json()).toEqual({ replies: second });
    const rows = await auditRows();
    expect(rows.slice(-2)).toEqual([
      { operatorId: support.id, before: { replies: [] }, after: { replies: first } },
      { operatorId: support.id, before: { replies: first }, after: { replies: second } },
    ]);
  });

  it('bad input changes nothing and writes no audit row', async () => {
    const before = (await auditRows()).length;
    const listedBefore = (
      await call(t.app, chatOperatorApi.cannedReplies, { headers: support.headers })
    ).json();
    const texts = { th: 'ก', la: 'ກ', en: 'a' };
    const bad = [
      [{ title: '', texts }],
      // Every language is required: a Lao member must never be handed the Thai text.
      [{ title: 'x', texts: { th: 'ก', en: 'a' } }],
      [{ title: 'x', texts: { ...texts, la: '  ' } }],
      [{ title: 'x', texts: { ...texts, en: 'a'.repeat(2001) } }],
      [{ title: 'x'.repeat(81), texts }],
      [{ title: 'x', text: 'the shape before ADR 0191' }],
      Array.from({ length: 101 }, (_, index) => ({ title: `r${index}`, texts })),
      'nope',
    ];
    for (const replies of bad) {
      const response = await call(t.app, chatOperatorApi.saveCannedReplies, {
        body: { replies } as never,
        headers: support.headers,
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await auditRows()).length).toBe(before);
    expect((await call(t.app, chatOperatorApi.cannedReplies, { headers: support.headers })).json()).toEqual(
      listedBefore,
    );
  });

  it('a list stored before ADR 0191 reads as its one text in every language (the migration)', async () => {
    const migration = readFileSync(
      path.join(import.meta.dirname, '../../../drizzle/0043_canned_replies_per_language.sql'),
      'utf8',
    );
    await t.database.pool.query(
      `INSERT INTO chat_canned_replies (id, replies) VALUES (1, $1)
       ON CONFLICT (id) DO UPDATE SET replies = EXCLUDED.replies`,
      [
        JSON.stringify([
          { title: 'A', text: 'first' },
          { title: 'B', text: 'second' },
        ]),
      ],
    );
    await t.database.pool.query(migration);
    const listed = await call(t.app, chatOperatorApi.cannedReplies, { headers: support.headers });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual({
      replies: [
        { title: 'A', texts: { th: 'first', la: 'first', en: 'first' } },
        { title: 'B', texts: { th: 'second', la: 'second', en: 'second' } },
      ],
    });
  });
});

describe("the member's open queue items", () => {
  it('shows a deposit notice and a withdrawal waiting, newest first, and nothing of another member', async () => {
    const member = await fundedPlayer(t, 2000);
    const other = await fundedPlayer(t, 2000);
    expect((await post(t.app, member, depositNoticeApi.add, { amount: 500.5 })).statusCode).toBe(201);
    expect((await post(t.app, other, depositNoticeApi.add, { amount: 100 })).statusCode).toBe(201);
    const withdrawal = await post(t.app, member, withdrawApi.withdrawAll, { amount: 1500 }, 'chat-queue-1');
    expect(withdrawal.statusCode, withdrawal.body).toBeLessThan(300);
    const queue = await call(t.app, chatOperatorApi.memberQueue, {
      params: { memberId: member.memberId },
      headers: support.headers,
    });
    const items = chatMemberQueueReply.parse(queue.json()).items;
    expect(items.map((item) => [item.kind, item.amount])).toEqual([
      ['withdrawal', 1500],
      ['notice', 500.5],
    ]);
  });
});
