import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsOperatorApi, withdrawApi, withdrawalQueueApi } from '@wallet/contract';
import { call } from '../../../test/call.ts';
import { makeOperator } from '../../../test/kits/operators.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { MONEY_TEST_ENV, fundedPlayer, post, type Player } from '../../../test/money.ts';
import {
  startFakeVendor,
  type FakeVendor,
  type VendorAnswer,
  type VendorRequest,
} from '../../../test/kits/fake-vendor.ts';
import { inWorkingHours } from './index.ts';

/**
 * Issue 41's "Done when": a bot alert is sent once for a withdrawal waiting past the threshold,
 * against a fake of the published Bot API, on a real database; a restart (a second node on the
 * same database) tells it no second time, and a refused post is tried again.
 */
const TOKEN = '123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11';
const CHAT = '-1001234567890';
let floodNext = false;

function answer(request: VendorRequest): VendorAnswer {
  if (request.path !== `/bot${TOKEN}/sendMessage`)
    return { status: 401, json: { ok: false, error_code: 401, description: 'Unauthorized' } };
  if (floodNext) {
    floodNext = false;
    return {
      status: 429,
      json: {
        ok: false,
        error_code: 429,
        description: 'Too Many Requests: retry after 3',
        parameters: { retry_after: 3 },
      },
    };
  }
  return { status: 200, json: { ok: true, result: { message_id: 1, chat: { id: Number(CHAT) }, date: 1 } } };
}

let fake: FakeVendor;
let t: TestApp;
let player: Player;
beforeAll(async () => {
  fake = await startFakeVendor(answer);
  t = await createTestApp({
    ...MONEY_TEST_ENV,
    WITHDRAWAL_APPROVAL: 'operator',
    TEAM_ALERTS: 'telegram',
    TELEGRAM_BOT_TOKEN: TOKEN,
    TELEGRAM_CHAT_ID: CHAT,
    TELEGRAM_BASE_URL: fake.url,
    BACKOFFICE_URL: 'https://admin.example.com/backoffice/',
  });
  player = await fundedPlayer(t, 1000);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** The texts the bot was asked to post since `from`. */
const postedSince = (from: number) =>
  fake.requests
    .slice(from)
    .map(
      (request) =>
        JSON.parse(Buffer.from(request.body, 'latin1').toString('utf8')) as { chat_id: string; text: string },
    );

async function waitingWithdrawal(baht: number, waitedMinutes: number): Promise<number> {
  const response = await post(t.app, player, withdrawApi.withdraw, { amount: baht }, randomUUID());
  expect(response.statusCode, response.body).toBe(200);
  const { reference } = response.json() as { reference: string };
  const { rows } = await t.database.pool.query<{ id: string }>(
    `UPDATE movements SET created_at = now() - make_interval(mins => $2) WHERE reference = $1 RETURNING id`,
    [reference, waitedMinutes],
  );
  return Number(rows[0]!.id);
}

describe('team alerts over Telegram', () => {
  it('tells the chat once about a withdrawal waiting past the threshold, with its screen’s link', async () => {
    const from = fake.requests.length;
    const id = await waitingWithdrawal(300, 5);
    // 5 minutes: under the 15-minute default, nothing to tell.
    expect(await t.jobs.runHousekeeping('teamAlerts')).toBe('ok');
    expect(postedSince(from)).toEqual([]);

    await t.database.pool.query(
      `UPDATE movements SET created_at = now() - interval '20 minutes' WHERE id = $1`,
      [id],
    );
    await t.jobs.runHousekeeping('teamAlerts');
    const posted = postedSince(from);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.chat_id).toBe(CHAT);
    // The Thai site's own language, the amount in baht, the link under the back-office's address.
    expect(posted[0]!.text).toBe(
      `⏰ รายการถอน #${id} (300.00 THB) ของสมาชิก #${player.memberId} รออนุมัติมา 20 นาที\nhttps://admin.example.com/backoffice/queues/withdrawals`,
    );

    // The next run, and a restarted node on the same database, tell it no second time.
    await t.jobs.runHousekeeping('teamAlerts');
    const restarted = await createTestApp(
      {
        TEAM_ALERTS: 'telegram',
        TELEGRAM_BOT_TOKEN: TOKEN,
        TELEGRAM_CHAT_ID: CHAT,
        TELEGRAM_BASE_URL: fake.url,
        BACKOFFICE_URL: 'https://admin.example.com/backoffice',
      },
      { sameDatabaseAs: t },
    );
    try {
      await restarted.jobs.runHousekeeping('teamAlerts');
    } finally {
      await restarted.close();
    }
    expect(postedSince(from)).toHaveLength(1);
  });

  it("tells it about a payout's return waiting for its second approver (ADR 0186)", async () => {
    const from = fake.requests.length;
    const finance = await makeOperator(t, 'finance');
    await t.database.pool.query(
      `INSERT INTO operator_credits (member_id, source, source_id, amount, first_operator_id, status, reason, created_at)
       VALUES ($1, 'payout_return', 'payout-987654', 1500000, $2, 'WAITING', 'account frozen', now() - interval '40 minutes')`,
      [player.memberId, finance.id],
    );
    await t.jobs.runHousekeeping('teamAlerts');
    const texts = postedSince(from).map((posted) => posted.text);
    expect(texts).toContain(
      `⏰ การคืนรายการถอน #987654 (15,000.00 THB) ของสมาชิก #${player.memberId} รอผู้อนุมัติคนที่สองมา 40 นาที\nhttps://admin.example.com/backoffice/queues/withdrawals`,
    );
  });

  it('marks the claim failed when the bot refuses (429), and tells it on the next run', async () => {
    const id = await waitingWithdrawal(100, 30);
    floodNext = true;
    const from = fake.requests.length;
    await t.jobs.runHousekeeping('teamAlerts');
    const claimed = await t.database.pool.query(
      `SELECT 1 FROM team_alerts_sent WHERE alert_key = $1 AND failed_at IS NOT NULL`,
      [`withdrawal:${id}`],
    );
    expect(claimed.rowCount).toBe(1);
    await t.jobs.runHousekeeping('teamAlerts');
    const texts = postedSince(from).map((sent) => sent.text);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toContain(`#${id} (100.00 THB)`);
  });

  it('forgets an alert whose withdrawal is no longer waiting', async () => {
    const id = await waitingWithdrawal(100, 30);
    await t.jobs.runHousekeeping('teamAlerts');
    const told = await t.database.pool.query(`SELECT 1 FROM team_alerts_sent WHERE alert_key = $1`, [
      `withdrawal:${id}`,
    ]);
    expect(told.rowCount).toBe(1);
    const finance = await makeOperator(t, 'finance');
    const rejected = await call(t.app, withdrawalQueueApi.rejectWithdrawal, {
      headers: finance.headers,
      params: { withdrawalId: id },
      body: { reason: 'name differs' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await t.jobs.runHousekeeping('teamAlerts');
    const { rowCount } = await t.database.pool.query(`SELECT 1 FROM team_alerts_sent WHERE alert_key = $1`, [
      `withdrawal:${id}`,
    ]);
    expect(rowCount).toBe(0);
  });
});

describe('the teamAlerts setting and a waiting setting change', () => {
  it('applies at once (no money moves on it) and speaks the language chosen', async () => {
    const admin = await makeOperator(t, 'admin');
    const changed = await call(t.app, settingsOperatorApi.site.change, {
      headers: admin.headers,
      body: {
        teamAlerts: {
          withdrawalWaitMinutes: 15,
          creditWaitMinutes: 15,
          settingChangeWaitMinutes: 30,
          feedUnmatchedOver: 5,
          workingFrom: '09:00',
          workingTo: '22:00',
          language: 'en',
        },
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    // A money-control change waits for a second admin (ADR 0130): 40 minutes is past the 30.
    const asked = await call(t.app, settingsOperatorApi.wallet.change, {
      headers: admin.headers,
      body: { secondApprover: { memberCreditsBaht: 123, operatorCreditsBaht: 456 }, reason: 'raise' },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const { rows } = await t.database.pool.query<{ id: string }>(
      `UPDATE setting_changes SET created_at = now() - interval '40 minutes' WHERE status = 'WAITING' RETURNING id`,
    );
    const from = fake.requests.length;
    await t.jobs.runHousekeeping('teamAlerts');
    expect(postedSince(from).map((sent) => sent.text)).toEqual([
      `⏰ The change of setting "wallet" (#${rows[0]!.id}) has waited 40 minutes for a second admin\nhttps://admin.example.com/backoffice/queues/setting-changes`,
    ]);
  });
});

describe('inWorkingHours (Bangkok clock)', () => {
  it('counts a day window and one past midnight', () => {
    // 02:30 UTC is 09:30 in Bangkok.
    expect(inWorkingHours(new Date('2026-11-29T02:30:00Z'), '09:00', '22:00')).toBe(true);
    expect(inWorkingHours(new Date('2026-11-29T15:30:00Z'), '09:00', '22:00')).toBe(false);
    expect(inWorkingHours(new Date('2026-11-29T17:30:00Z'), '20:00', '02:00')).toBe(true);
    expect(inWorkingHours(new Date('2026-11-29T20:30:00Z'), '20:00', '02:00')).toBe(false);
  });
});
