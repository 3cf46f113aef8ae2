import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { authApi, chatOperatorApi, pushApi, sandboxApi, satangOf, withdrawApi } from '@wallet/contract';
import { noticeText } from './notice-texts.ts';
import { call } from '../../../test/call.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { makeOperator } from '../../../test/kits/operators.ts';
import { sendChat, text } from '../../../test/kits/chat.ts';
import { FakePushService, type FakeDevice } from '../../../test/kits/push-service.ts';
import { bearer, loginToken } from '../../../test/members.ts';
import { MONEY_TEST_ENV, expectBooksBalanced, fundedPlayer, post, type Player } from '../../../test/money.ts';
import { WebPushService } from '../../adapters/push/web-push.ts';
import { creditDeposit } from '../wallet/index.ts';
import { untoldMoneyEvents } from './money-notices.ts';

let pushService: FakePushService;
let t: TestApp;

beforeAll(async () => {
  pushService = await FakePushService.start();
  t = await createTestApp(
    {
      ...MONEY_TEST_ENV,
      OPERATOR_LOGIN_LIMIT_PER_IP: '1000',
      PUSH_SERVICE_HOSTS: '127.0.0.1',
      VAPID_SUBJECT: 'mailto:ops@example.com',
    },
    // The real library, reaching the test's push service over TLS it trusts.
    { push: new WebPushService(5000, pushService.agent) },
  );
});

afterAll(async () => {
  await expectBooksBalanced(t);
  await t.close();
  await pushService.close();
});

function subscribe(token: string, device: FakeDevice, language: 'th' | 'la' | 'en', showAmounts = false) {
  return call(t.app, pushApi.subscribe, {
    body: { ...device.subscription(), language, showAmounts },
    headers: bearer(token),
  });
}

function deposit(memberId: number, baht: number) {
  return creditDeposit(t.ledger, t.events, {
    memberId,
    amount: satangOf(baht),
    opKey: `push-test:${randomUUID()}`,
    channel: 'TEST',
  });
}

async function subscribed(player: Player, name: string, language: 'th' | 'la' | 'en', showAmounts = false) {
  const device = pushService.device(name);
  expect((await subscribe(player.token, device, language, showAmounts)).statusCode).toBe(204);
  return device;
}

async function subscriptionsOf(memberId: number): Promise<string[]> {
  const { rows } = await t.database.pool.query<{ endpoint: string }>(
    'SELECT endpoint FROM push_subscriptions WHERE member_id = $1 ORDER BY endpoint',
    [memberId],
  );
  return rows.map((row) => row.endpoint);
}

describe('the public key', () => {
  it('is the sandbox key made once and kept: the same on every answer, the one pushes are signed with', async () => {
    const first = (await call(t.app, pushApi.publicKey)).json() as { enabled: boolean; publicKey: string };
    expect(first.enabled).toBe(true);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect((await call(t.app, pushApi.publicKey)).json()).toEqual(first);

    const player = await fundedPlayer(t, 0);
    const device = await subscribed(player, 'key-check', 'th');
    await deposit(player.memberId, 100);
    const [push] = await pushService.waitFor(device, 1);
    expect(push!.vapid).toMatchObject({
      publicKey: first.publicKey,
      sub: 'mailto:ops@example.com',
      aud: pushService.origin,
    });
  });
});

describe('a credited deposit', () => {
  it('reaches the subscribed device once, in its language, without the amount on a locked screen', async () => {
    const player = await fundedPlayer(t, 0);
    const device = await subscribed(player, 'lao-phone', 'la');

    await deposit(player.memberId, 300);
    const [push] = await pushService.waitFor(device, 1);
    expect(push!.payload).toEqual({
      title: noticeText('la', 'depositCredited.title'),
      body: noticeText('la', 'depositCredited.body'),
      url: '/user/home',
      tag: 'depositCredited',
    });
    expect(push!.payload.body).not.toContain('300');
    expect(push!.headers).toMatchObject({ ttl: '86400', urgency: 'high', 'content-encoding': 'aes128gcm' });

    // Balance changes that settle nothing new (another node hearing it again, a game transfer) tell nothing.
    t.events.changed(player.memberId);
    t.events.changed(player.memberId);
    await deposit(player.memberId, 50);
    const pushes = await pushService.waitFor(device, 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pushService.pushesTo(device)).toHaveLength(2);
    expect(pushes[1]!.payload.title).toBe(noticeText('la', 'depositCredited.title'));
  });

  it('names the amount where the member chose to show amounts, and follows a change of language', async () => {
    const player = await fundedPlayer(t, 0);
    const device = await subscribed(player, 'shows-amounts', 'en', true);
    await deposit(player.memberId, 1234.5);
    const [push] = await pushService.waitFor(device, 1);
    expect(push!.payload.body).toBe('Your deposit of 1,234.50 baht is in your wallet.');

    // The same device again (the settings toggle): one subscription, now Thai, amounts hidden.
    expect((await subscribe(player.token, device, 'th', false)).statusCode).toBe(204);
    expect(await subscriptionsOf(player.memberId)).toEqual([device.endpoint]);
    await deposit(player.memberId, 10);
    const pushes = await pushService.waitFor(device, 2);
    expect(pushes[1]!.payload).toMatchObject({
      title: noticeText('th', 'depositCredited.title'),
      body: noticeText('th', 'depositCredited.body'),
    });
  });

  it('reaches no device after its logout, while the member’s other device still hears it', async () => {
    const player = await fundedPlayer(t, 0);
    const phone = await subscribed(player, 'logged-out-phone', 'th');
    const tabletToken = await loginToken(t.app, player.username, player.password);
    const tablet = pushService.device('tablet');
    expect((await subscribe(tabletToken, tablet, 'en')).statusCode).toBe(204);

    await deposit(player.memberId, 100);
    await pushService.waitFor(phone, 1);
    await pushService.waitFor(tablet, 1);

    expect((await call(t.app, authApi.logout, { headers: player.headers })).statusCode).toBe(204);
    // Sends skip an ended session at once; the row goes when the session's end is heard.
    await deposit(player.memberId, 100);
    await expect.poll(() => subscriptionsOf(player.memberId)).toEqual([tablet.endpoint]);
    await pushService.waitFor(tablet, 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pushService.pushesTo(phone)).toHaveLength(1);
  });

  it('deletes a subscription the push service says is gone (410) and sends it nothing more', async () => {
    const player = await fundedPlayer(t, 0);
    const gone = await subscribed(player, 'uninstalled', 'th');
    const kept = await subscribed(player, 'kept', 'th');
    pushService.answerFor(gone, 410);

    await deposit(player.memberId, 100);
    await pushService.waitFor(gone, 1);
    await pushService.waitFor(kept, 1);
    await expect.poll(() => subscriptionsOf(player.memberId)).toEqual([kept.endpoint]);

    await deposit(player.memberId, 100);
    await pushService.waitFor(kept, 2);
    expect(pushService.pushesTo(gone)).toHaveLength(1);
  });

  it('keeps a subscription through a push service failure (500): the next notice is tried', async () => {
    const player = await fundedPlayer(t, 0);
    const flaky = await subscribed(player, 'flaky', 'th');
    pushService.answerFor(flaky, 500);
    await deposit(player.memberId, 100);
    await pushService.waitFor(flaky, 1);
    pushService.answerFor(flaky, 201);
    await deposit(player.memberId, 100);
    await pushService.waitFor(flaky, 2);
    expect(await subscriptionsOf(player.memberId)).toEqual([flaky.endpoint]);
  });
});

describe('a withdrawal', () => {
  it('paid: the device is told, and a tap opens the statement', async () => {
    await call(t.app, sandboxApi.payout, { body: { decision: 'complete' } });
    const player = await fundedPlayer(t, 500);
    const device = await subscribed(player, 'withdrawer', 'en', true);
    const response = await post(
      t.app,
      player,
      withdrawApi.withdraw,
      { amount: 200 },
      `push-wd-${randomUUID()}`,
    );
    expect(response.statusCode).toBe(200);
    const [push] = await pushService.waitFor(device, 1);
    expect(push!.payload).toEqual({
      title: 'Withdrawal paid',
      body: '200.00 baht was sent to your bank account.',
      url: '/user/statement',
      tag: 'withdrawalPaid',
    });
  });

  it('rejected by the payout rail: the device is told the money is back', async () => {
    await call(t.app, sandboxApi.payout, { body: { decision: 'reject' } });
    try {
      const player = await fundedPlayer(t, 500);
      const device = await subscribed(player, 'refused', 'th');
      await post(t.app, player, withdrawApi.withdraw, { amount: 100 }, `push-wd-${randomUUID()}`);
      const [push] = await pushService.waitFor(device, 1);
      expect(push!.payload).toMatchObject({
        title: noticeText('th', 'withdrawalRejected.title'),
        body: noticeText('th', 'withdrawalRejected.body'),
        url: '/user/statement',
      });
    } finally {
      await call(t.app, sandboxApi.payout, { body: { decision: 'complete' } });
    }
  });
});

describe('subscribing', () => {
  it('refuses an endpoint outside the push services, keys that are no keys, and an unknown language', async () => {
    const player = await fundedPlayer(t, 0);
    const device = pushService.device('odd');
    const good = { ...device.subscription(), language: 'th' };
    const tries = [
      { ...good, endpoint: 'https://attacker.example/collect' },
      { ...good, endpoint: device.endpoint.replace('https:', 'http:') },
      { ...good, keys: { ...good.keys, p256dh: 'short' } },
      { ...good, language: 'fr' },
    ];
    for (const body of tries) {
      const response = await call(t.app, pushApi.subscribe, { body, headers: player.headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'KEY_INVALID' });
    }
    expect(await subscriptionsOf(player.memberId)).toEqual([]);
    expect((await call(t.app, pushApi.subscribe, { body: good })).statusCode).toBe(401);
  });

  it('unsubscribe ends only the member’s own device', async () => {
    const owner = await fundedPlayer(t, 0);
    const other = await fundedPlayer(t, 0);
    const device = await subscribed(owner, 'own', 'th');
    await call(t.app, pushApi.unsubscribe, { body: { endpoint: device.endpoint }, headers: other.headers });
    expect(await subscriptionsOf(owner.memberId)).toEqual([device.endpoint]);
    await call(t.app, pushApi.unsubscribe, { body: { endpoint: device.endpoint }, headers: owner.headers });
    expect(await subscriptionsOf(owner.memberId)).toEqual([]);
  });
});

describe('a support reply', () => {
  it('tells the member’s device, opening the chat; the member’s own messages tell nothing', async () => {
    const agent = await makeOperator(t, 'support');
    const player = await fundedPlayer(t, 0);
    const device = await subscribed(player, 'chatter', 'en');
    await sendChat(t, player, text('is my deposit in?'));
    const { rows } = await t.database.pool.query<{ id: string }>(
      'SELECT id FROM chat_conversations WHERE member_id = $1',
      [player.memberId],
    );
    const answered = await call(t.app, chatOperatorApi.send, {
      params: { conversationId: Number(rows[0]!.id) },
      body: { message: { message_type: 'text', payload: { message: 'Yes, it is.' } } },
      headers: agent.headers,
    });
    expect(answered.statusCode).toBe(200);
    const [push] = await pushService.waitFor(device, 1);
    expect(push!.payload).toEqual({
      title: 'Support replied',
      body: 'You have a new message from support. Tap to read it.',
      url: '/user/contact',
      tag: 'supportReplied',
    });
    expect(push!.headers.urgency).toBe('normal');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pushService.pushesTo(device)).toHaveLength(1);
  });
});

describe('a coupon that expires tomorrow', () => {
  it('is told once, with the run an hour later telling nothing; one won today or claimed is not', async () => {
    const player = await fundedPlayer(t, 0);
    const device = await subscribed(player, 'coupon-holder', 'th', true);
    // Bangkok noon tomorrow (05:00 UTC of Bangkok's next date): inside tomorrow's Bangkok day
    // whatever the hour now. Taken from Bangkok's date, not UTC's: from 17:00 UTC they differ.
    const bangkokNow = new Date(Date.now() + 7 * 3_600_000);
    const tomorrowNoon = new Date(
      Date.UTC(bangkokNow.getUTCFullYear(), bangkokNow.getUTCMonth(), bangkokNow.getUTCDate() + 1, 5),
    );
    const coupon = async (createdDaysAgo: number, claimed: boolean) =>
      t.database.pool.query(
        `INSERT INTO spin_coupons (member_id, spin_id, coupon, type, slice_code, names, amount, expires_at, created_at, claimed_at)
         VALUES ($1, (SELECT coalesce(max(spin_id), 0) + 1 + floor(random() * 1000000)::bigint FROM spin_coupons),
                 $2, 'credit', 'C20', '{"th":"20"}', $3, $4, now() - make_interval(days => $5::int), $6)`,
        [
          player.memberId,
          randomUUID(),
          satangOf(20),
          tomorrowNoon,
          createdDaysAgo,
          claimed ? new Date() : null,
        ],
      );
    await coupon(3, false);
    await coupon(3, false);
    await coupon(0, false);
    await coupon(3, true);
    // Made here without their claims' movements: gone before the suite's ledger audit.
    onTestFinished(async () => {
      await t.database.pool.query('DELETE FROM spin_coupons WHERE member_id = $1', [player.memberId]);
    });

    await t.jobs.runHousekeeping('pushExpiringCoupons');
    const [push] = await pushService.waitFor(device, 1);
    expect(push!.payload).toEqual({
      title: noticeText('th', 'couponExpires.title'),
      body: noticeText('th', 'couponExpires.amount', { amount: '40.00' }),
      url: '/user/spin',
      tag: 'couponExpires',
    });
    await t.jobs.runHousekeeping('pushExpiringCoupons');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pushService.pushesTo(device)).toHaveLength(1);
  });
});

describe('several nodes hearing one balance change', () => {
  it('tell a settled deposit once: the first claim wins, the others find nothing', async () => {
    const player = await fundedPlayer(t, 0);
    // A device this node has not heard of (subscribed through another node): its listener skips.
    const { rows } = await t.database.pool.query<{ id: string }>(
      'SELECT id FROM sessions WHERE member_id = $1',
      [player.memberId],
    );
    await t.database.pool.query(
      `INSERT INTO push_subscriptions (endpoint, member_id, session_id, p256dh, auth, language)
       VALUES ($1, $2, $3, 'k', 'a', 'th')`,
      [`https://fcm.googleapis.com/fcm/send/${randomUUID()}`, player.memberId, rows[0]!.id],
    );
    await deposit(player.memberId, 100);
    await deposit(player.memberId, 200);
    const heard = await Promise.all([1, 2, 3].map(() => untoldMoneyEvents(t.database.pool, player.memberId)));
    const told = heard.flat().sort((a, b) => ('amount' in a && 'amount' in b ? a.amount - b.amount : 0));
    expect(told).toEqual([
      { kind: 'depositCredited', amount: satangOf(100) },
      { kind: 'depositCredited', amount: satangOf(200) },
    ]);
    expect(await untoldMoneyEvents(t.database.pool, player.memberId)).toEqual([]);
  });
});
