import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditPage,
  chatInboxReply,
  chatOperatorApi,
  memberNotesReply,
  accountOperatorApi,
  memberSearchReply,
  withdrawApi,
  type WithdrawalItem,
  withdrawalQueueApi,
} from '@wallet/contract';
import { call } from '../../../test/call.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { sendChat, text } from '../../../test/kits/chat.ts';
import { makeOperator, type TestOperator } from '../../../test/kits/operators.ts';
import { MONEY_TEST_ENV, fundedPlayer, post, type Player } from '../../../test/money.ts';

/** Issue 41 (ADR 0182): operators' notes and tags on a member, audited, searchable, shown where members are decided on. */
const t = useTestApp({ ...MONEY_TEST_ENV, WITHDRAWAL_APPROVAL: 'operator' });
let support: TestOperator;
let finance: TestOperator;
beforeAll(async () => {
  support = await makeOperator(t, 'support');
  finance = await makeOperator(t, 'finance');
});

const setTags = (operator: TestOperator, player: Player, tags: string[]) =>
  call(t.app, accountOperatorApi.setTags, {
    headers: operator.headers,
    params: { memberId: player.memberId },
    body: { tags },
  });

const auditOf = async (player: Player) =>
  auditPage.parse(
    (
      await call(t.app, accountOperatorApi.audit, {
        headers: support.headers,
        params: { memberId: player.memberId },
      })
    ).json(),
  ).entries;

const search = async (query: Record<string, string>) =>
  memberSearchReply.parse(
    (await call(t.app, accountOperatorApi.search, { headers: support.headers, query })).json(),
  ).members;

describe('notes and tags on a member', () => {
  it('a note is kept with its author and time, newest first, and audited', async () => {
    const player = await fundedPlayer(t, 0);
    for (const note of ['Called about a late deposit', 'Asked again, told to wait']) {
      const added = await call(t.app, accountOperatorApi.addNote, {
        headers: support.headers,
        params: { memberId: player.memberId },
        body: { text: `  ${note} ` },
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    const read = memberNotesReply.parse(
      (
        await call(t.app, accountOperatorApi.notes, {
          headers: finance.headers,
          params: { memberId: player.memberId },
        })
      ).json(),
    );
    expect(read.notes.map((note) => note.text)).toEqual([
      'Asked again, told to wait',
      'Called about a late deposit',
    ]);
    expect(read.notes[0]!.author).toMatchObject({ id: support.id });
    expect(Date.now() - Date.parse(read.notes[0]!.createdAt)).toBeLessThan(60_000);
    const audited = (await auditOf(player)).filter((entry) => entry.action === 'member.note_add');
    expect(audited.map((entry) => entry.after)).toEqual([
      expect.objectContaining({ text: 'Asked again, told to wait' }),
      expect.objectContaining({ text: 'Called about a late deposit' }),
    ]);
    expect(audited[0]!.operator).toMatchObject({ id: support.id });
  });

  it('refuses an empty note, a tag not on the list and an unknown member', async () => {
    const player = await fundedPlayer(t, 0);
    const empty = await call(t.app, accountOperatorApi.addNote, {
      headers: support.headers,
      params: { memberId: player.memberId },
      body: { text: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect((await setTags(support, player, ['GOLD'])).statusCode).toBe(400);
    const unknown = await call(t.app, accountOperatorApi.setTags, {
      headers: support.headers,
      params: { memberId: 99_999_999 },
      body: { tags: ['VIP'] },
    });
    expect(unknown.json()).toEqual({ message: 'NO_USER' });
  });

  it('a change of tags is audited with the set before and after; the same set again writes nothing', async () => {
    const player = await fundedPlayer(t, 0);
    expect((await setTags(support, player, ['WATCH', 'VIP'])).json()).toEqual({ tags: ['VIP', 'WATCH'] });
    expect((await setTags(finance, player, ['WATCH'])).json()).toEqual({ tags: ['WATCH'] });
    expect((await setTags(finance, player, ['WATCH'])).json()).toEqual({ tags: ['WATCH'] });
    const audited = (await auditOf(player)).filter((entry) => entry.action === 'member.tags_update');
    expect(audited.map((entry) => [entry.operator?.id, entry.before, entry.after])).toEqual([
      [finance.id, { tags: ['VIP', 'WATCH'] }, { tags: ['WATCH'], added: [], removed: ['VIP'] }],
      [support.id, { tags: [] }, { tags: ['VIP', 'WATCH'], added: ['WATCH', 'VIP'], removed: [] }],
    ]);
  });

  it('the member search filters by tag, alone or with a name, and shows the tags', async () => {
    const vip = await fundedPlayer(t, 0);
    const plain = await fundedPlayer(t, 0);
    await setTags(support, vip, ['VIP']);
    const vips = await search({ tag: 'VIP' });
    expect(vips.map((member) => member.id)).toContain(vip.memberId);
    expect(vips.map((member) => member.id)).not.toContain(plain.memberId);
    expect(vips.find((member) => member.id === vip.memberId)!.tags).toEqual(['VIP']);
    expect((await search({ q: vip.username, tag: 'VIP' })).map((member) => member.id)).toEqual([
      vip.memberId,
    ]);
    expect(await search({ q: plain.username, tag: 'VIP' })).toEqual([]);
    expect((await search({ q: plain.username }))[0]).toMatchObject({ id: plain.memberId, tags: [] });
    expect(await search({})).toEqual([]);
  });

  it("the member's tags are on their withdrawal rows and their chat in the inbox", async () => {
    const player = await fundedPlayer(t, 500);
    await setTags(support, player, ['BONUS_ABUSE', 'WATCH']);
    const asked = await post(t.app, player, withdrawApi.withdraw, { amount: 100 }, randomUUID());
    expect(asked.statusCode, asked.body).toBe(200);
    const { reference } = asked.json() as { reference: string };
    const rows = await call(t.app, withdrawalQueueApi.withdrawals, {
      headers: finance.headers,
      query: { reference },
    });
    const item = (rows.json() as { items: WithdrawalItem[] }).items[0]!;
    expect(item.memberTags).toEqual(['WATCH', 'BONUS_ABUSE']);

    await sendChat(t, player, text('hello'));
    const inbox = chatInboxReply.parse(
      (
        await call(t.app, chatOperatorApi.inbox, { query: { filter: 'all' }, headers: support.headers })
      ).json(),
    );
    const conversation = inbox.conversations.find((c) => c.memberId === player.memberId)!;
    expect(conversation.memberTags).toEqual(['WATCH', 'BONUS_ABUSE']);
  });
});
