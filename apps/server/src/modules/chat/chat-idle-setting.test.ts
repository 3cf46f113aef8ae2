import { beforeAll, describe, expect, it } from 'vitest';
import { chatHistoryReply, settingsOperatorApi } from '@wallet/contract';
import { call } from '../../../test/call.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { fundedPlayer } from '../../../test/money.ts';
import { makeOperator, type TestOperator } from '../../../test/kits/operators.ts';
import { chatHistory, sendChat, text } from '../../../test/kits/chat.ts';
import { settingDefaults } from '../settings/index.ts';

/**
 * When a quiet chat session ends is the admin's `chat` setting (group `chat`, ADR 0124; it was
 * CHAT_IDLE_MINUTES): audited with before and after, the next message is placed by it, a value
 * out of its range is refused naming the field.
 */
const t = useTestApp({ OPERATOR_LOGIN_LIMIT_PER_IP: '1000', CHAT_MESSAGES_PER_MINUTE: '1000' });
const api = settingsOperatorApi.chat;
let admin: TestOperator;
beforeAll(async () => {
  admin = await makeOperator(t, 'admin');
});

async function auditRows() {
  const { rows } = await t.database.pool.query<{ before: unknown; after: unknown }>(
    `SELECT before, after FROM operator_audit
      WHERE action = 'settings.update' AND target_type = 'settings' AND target_id = 'chat' ORDER BY id`,
  );
  return rows;
}

const setIdle = (idleMinutes: number) =>
  call(t.app, api.change, { headers: admin.headers, body: { chat: { idleMinutes } } });

/** A member's conversation whose messages are all `minutes` old. */
async function quietFor(memberId: number, minutes: number) {
  await t.database.pool.query(
    `UPDATE chat_messages SET created_at = created_at - make_interval(mins => $2)
      WHERE conversation_id = (SELECT id FROM chat_conversations WHERE member_id = $1)`,
    [memberId, minutes],
  );
}

describe('the chat setting', () => {
  it('is seeded at 30 minutes, the old default', async () => {
    expect(settingDefaults.chat).toEqual({ idleMinutes: 30 });
    expect((await call(t.app, api.read, { headers: admin.headers })).json()).toEqual({
      chat: { idleMinutes: 30 },
    });
  });

  it('an admin sets 120 minutes: audited, a 90-minute pause keeps the session; at 60 it starts a new one', async () => {
    expect((await setIdle(120)).statusCode).toBe(200);
    expect((await auditRows()).at(-1)).toEqual({
      before: { chat: { idleMinutes: 30 } },
      after: { chat: { idleMinutes: 120 } },
    });
    const member = await fundedPlayer(t, 0);
    await sendChat(t, member, text('one'));
    await quietFor(member.memberId, 90);
    await sendChat(t, member, text('two'));
    expect((await setIdle(60)).statusCode).toBe(200);
    await quietFor(member.memberId, 90);
    await sendChat(t, member, text('three'));
    const list = chatHistoryReply.parse((await chatHistory(t, member)).json()).list.reverse();
    const sessions = list.map((message) => message.session_id);
    expect(sessions[0]).toBe(sessions[1]);
    expect(sessions[2]).not.toBe(sessions[1]);
    await setIdle(settingDefaults.chat.idleMinutes);
  });

  it('refuses 0, more than a day or a fraction with KEY_INVALID beside the field, changing nothing', async () => {
    const audits = (await auditRows()).length;
    for (const idleMinutes of [0, 24 * 60 + 1, 1.5]) {
      const refused = await setIdle(idleMinutes);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: 'KEY_INVALID', field: 'chat.idleMinutes' });
    }
    expect((await auditRows()).length).toBe(audits);
    expect((await call(t.app, api.read, { headers: admin.headers })).json()).toEqual({
      chat: settingDefaults.chat,
    });
  });
});
