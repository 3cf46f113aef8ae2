import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  authApi,
  memberDevicesReply,
  accountOperatorApi,
  withdrawApi,
  type WithdrawalItem,
  withdrawalQueueApi,
} from '@wallet/contract';
import { call } from '../../../test/call.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { makeOperator, type TestOperator } from '../../../test/kits/operators.ts';
import { MONEY_TEST_ENV, fundedPlayer, post, type Player } from '../../../test/money.ts';
import { comparableAddress } from './member-seen.ts';

/** Issue 41 (ADR 0182): where each login came from, on the member page and as the SHARED_DEVICE signal. */
const t = useTestApp({
  ...MONEY_TEST_ENV,
  WITHDRAWAL_APPROVAL: 'operator',
  LOGIN_LIMIT_PER_IP: '1000',
});
let support: TestOperator;
let finance: TestOperator;
beforeAll(async () => {
  support = await makeOperator(t, 'support');
  finance = await makeOperator(t, 'finance');
});

const PHONE_BROWSER = 'Mozilla/5.0 (Linux; Android 14; SM-A155F) Chrome/129.0 Mobile';

/** A login from an address and, when given, with the device cookie a browser kept; answers the cookie it is left. */
async function loginFrom(player: Player, remoteAddress: string, cookie?: string): Promise<string> {
  const response = await call(t.app, authApi.login, {
    body: { username: player.username, password: player.password },
    headers: { 'user-agent': PHONE_BROWSER, ...(cookie ? { cookie } : {}) },
    remoteAddress,
  });
  expect(response.statusCode, response.body).toBe(200);
  const setCookie = String(response.headers['set-cookie']);
  return setCookie.split(';')[0]!;
}

const devicesOf = async (player: Player) =>
  memberDevicesReply.parse(
    (
      await call(t.app, accountOperatorApi.devices, {
        headers: support.headers,
        params: { memberId: player.memberId },
      })
    ).json(),
  ).seen;

async function row(reference: string): Promise<WithdrawalItem> {
  const rows = await call(t.app, withdrawalQueueApi.withdrawals, {
    headers: finance.headers,
    query: { reference },
  });
  return (rows.json() as { items: WithdrawalItem[] }).items[0]!;
}

async function withdrawal(player: Player): Promise<WithdrawalItem> {
  const asked = await post(t.app, player, withdrawApi.withdraw, { amount: 100 }, randomUUID());
  expect(asked.statusCode, asked.body).toBe(200);
  return row((asked.json() as { reference: string }).reference);
}

describe('devices and addresses seen at login', () => {
  it('one browser keeps one device id across logins; the address is counted with its first and last login', async () => {
    const player = await fundedPlayer(t, 0);
    const cookie = await loginFrom(player, '203.0.113.10');
    await loginFrom(player, '203.0.113.10', cookie);
    const seen = await devicesOf(player);
    const address = seen.find((row) => row.kind === 'address' && row.value === '203.0.113.10')!;
    expect(address).toMatchObject({ count: 2, comparable: true, otherMembers: 0, userAgent: null });
    expect(Date.parse(address.lastSeen)).toBeGreaterThanOrEqual(Date.parse(address.firstSeen));
    const phone = seen.filter((row) => row.kind === 'device' && row.userAgent === PHONE_BROWSER);
    expect(phone).toHaveLength(1);
    expect(phone[0]).toMatchObject({ count: 2, comparable: true });
    // The registration's own login (the test client keeps no cookie, from this machine) is there too,
    // its loopback address never compared with anyone's.
    expect(seen.find((row) => row.kind === 'address' && row.value.includes('127.0.0.1'))).toMatchObject({
      comparable: false,
    });
    const unknown = await call(t.app, accountOperatorApi.devices, {
      headers: support.headers,
      params: { memberId: 99_999_999 },
    });
    expect(unknown.json()).toEqual({ message: 'NO_USER' });
  });

  it('tells a public address from a proxy, LAN or loopback one', () => {
    expect(['203.0.113.7', '2001:db8::1', '::ffff:203.0.113.7'].map(comparableAddress)).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      [
        '127.0.0.1',
        '::1',
        '10.1.2.3',
        '192.168.1.5',
        '172.20.0.1',
        '::ffff:127.0.0.1',
        'fd00::1',
        'nonsense',
      ].map(comparableAddress),
    ).toEqual([false, false, false, false, false, false, false, false]);
  });
});

describe('SHARED_DEVICE on a withdrawal', () => {
  it('two members signing in from one address on the same device: flagged with the figures', async () => {
    const first = await fundedPlayer(t, 500);
    const second = await fundedPlayer(t, 500);
    const cookie = await loginFrom(first, '198.51.100.20');
    // The second signs in on the same browser: it presents the first's device cookie.
    await loginFrom(second, '198.51.100.20', cookie);
    const item = await withdrawal(second);
    expect(item.context!.signals).toContainEqual({
      code: 'SHARED_DEVICE',
      figures: { members: 1, devices: 1, addresses: 1, days: 30 },
    });
    const shown = await devicesOf(first);
    expect(
      shown
        .filter((row) => row.otherMembers === 1)
        .map((row) => row.kind)
        .sort(),
    ).toEqual(['address', 'device']);
  });

  it('a member alone on their device and address: no flag; an address alone is shared; the setting at 0 turns it off', async () => {
    const alone = await fundedPlayer(t, 500);
    await loginFrom(alone, '198.51.100.30');
    const item = await withdrawal(alone);
    expect(item.context!.signals.map((signal) => signal.code)).not.toContain('SHARED_DEVICE');

    // Two browsers behind one public address: the address alone is shared.
    const first = await fundedPlayer(t, 500);
    const second = await fundedPlayer(t, 500);
    await loginFrom(first, '198.51.100.40');
    await loginFrom(second, '198.51.100.40');
    const shared = await withdrawal(second);
    expect(shared.context!.signals).toContainEqual({
      code: 'SHARED_DEVICE',
      figures: { members: 1, devices: 0, addresses: 1, days: 30 },
    });
    await t.settings.set({
      withdrawalRisk: { ...(await t.settings.get('withdrawalRisk')), sharedDeviceDays: 0 },
    });
    const off = await row(shared.reference);
    expect(off.context!.signals.map((signal) => signal.code)).not.toContain('SHARED_DEVICE');
  });
});
