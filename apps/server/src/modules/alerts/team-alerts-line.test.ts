import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawApi } from '@wallet/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { MONEY_TEST_ENV, fundedPlayer, post, type Player } from '../../../test/money.ts';
import {
  startFakeVendor,
  type FakeVendor,
  type VendorAnswer,
  type VendorRequest,
} from '../../../test/kits/fake-vendor.ts';

/**
 * TEAM_ALERTS=line (ADR 0191) on a real database against a fake of the Messaging API: each alert
 * told once, through the same claims as Telegram; a post LINE accepted but whose answer was lost
 * is retried with the same X-Line-Retry-Key, which LINE answers 409 and delivers no second time.
 */
const TOKEN = 'aBcD+efGh/IjKl0123456789=';
const GROUP = `C${'0a1b2c3d'.repeat(4)}`;
/** What LINE delivered to the group, keyed by retry key (LINE runs each key once). */
const delivered = new Map<string, string>();
let loseNextAnswer = false;

function answer(request: VendorRequest): VendorAnswer {
  if (request.headers.authorization !== `Bearer ${TOKEN}`)
    return {
      status: 401,
      json: { message: 'Authentication failed due to the following reason: invalid token' },
    };
  const key = String(request.headers['x-line-retry-key']);
  if (delivered.has(key)) return { status: 409, json: { message: 'The retry key is already accepted' } };
  const body = JSON.parse(Buffer.from(request.body, 'latin1').toString('utf8')) as {
    to: string;
    messages: { text: string }[];
  };
  delivered.set(key, body.messages[0]!.text);
  if (loseNextAnswer) {
    loseNextAnswer = false;
    return 'hang';
  }
  return { status: 200, json: { sentMessages: [{ id: '1', quoteToken: 'q' }] } };
}

let fake: FakeVendor;
let t: TestApp;
let player: Player;
beforeAll(async () => {
  fake = await startFakeVendor(answer);
  t = await createTestApp({
    ...MONEY_TEST_ENV,
    WITHDRAWAL_APPROVAL: 'operator',
    TEAM_ALERTS: 'line',
    LINE_CHANNEL_ACCESS_TOKEN: TOKEN,
    LINE_TARGET_ID: GROUP,
    LINE_BASE_URL: fake.url,
    TEAM_ALERTS_TIMEOUT_MS: '500',
    BACKOFFICE_URL: 'https://admin.example.com/backoffice',
  });
  player = await fundedPlayer(t, 1000);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

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

const toldAbout = (id: number) => [...delivered.values()].filter((text) => text.includes(`#${id} `));

describe('team alerts over LINE', () => {
  it('pushes a waiting withdrawal to the group once, with its link; the next runs tell it no more', async () => {
    const id = await waitingWithdrawal(300, 20);
    await t.jobs.runHousekeeping('teamAlerts');
    expect(toldAbout(id)).toEqual([
      `⏰ รายการถอน #${id} (300.00 THB) ของสมาชิก #${player.memberId} รออนุมัติมา 20 นาที\nhttps://admin.example.com/backoffice/queues/withdrawals`,
    ]);
    const posts = fake.requests.length;
    await t.jobs.runHousekeeping('teamAlerts');
    expect(fake.requests.length).toBe(posts);
  });

  it('a post delivered but unanswered is retried next run with the same retry key, and delivered once', async () => {
    const id = await waitingWithdrawal(100, 30);
    loseNextAnswer = true;
    const from = fake.requests.length;
    await t.jobs.runHousekeeping('teamAlerts');
    const { rows } = await t.database.pool.query<{ failed: boolean }>(
      `SELECT failed_at IS NOT NULL AS failed FROM team_alerts_sent WHERE alert_key = $1`,
      [`withdrawal:${id}`],
    );
    expect(rows).toEqual([{ failed: true }]);

    await t.jobs.runHousekeeping('teamAlerts');
    const tries = fake.requests.slice(from).map((request) => request.headers['x-line-retry-key']);
    expect(tries).toHaveLength(2);
    expect(tries[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(tries[1]).toBe(tries[0]);
    expect(toldAbout(id)).toHaveLength(1);
    // LINE's 409 is the alert told: the claim stands and no third try follows.
    const told = await t.database.pool.query(
      `SELECT 1 FROM team_alerts_sent WHERE alert_key = $1 AND failed_at IS NULL`,
      [`withdrawal:${id}`],
    );
    expect(told.rowCount).toBe(1);
    await t.jobs.runHousekeeping('teamAlerts');
    expect(fake.requests.length - from).toBe(2);
  });
});
