import { beforeAll, describe, expect, it } from 'vitest';
import {
  QR_CHANNELS,
  dashboard as dashboardShape,
  otpApi,
  reportsOperatorApi,
  type OutsideSystemHealth,
} from '@wallet/contract';
import { SmsSendError } from '../../adapters/sms/port.ts';
import { call } from '../../../test/call.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { makeOperator, type TestOperator } from '../../../test/kits/operators.ts';
import {
  sandboxSlip,
  setSlipWindow,
  steerVerifier,
  uploadSlip,
  usernameOf,
} from '../../../test/kits/slip.ts';
import { uniquePhone } from '../../../test/members.ts';
import { MONEY_TEST_ENV, fundedPlayer, type Player } from '../../../test/money.ts';

/**
 * Issue 27 (ADR 0116): the dashboard counts each outside system's calls and failures on this
 * node: a failed SMS send, a slip verification the service answered `error`, and calls that
 * went through, read back as the finance team sees them.
 */
/** The SMS gateway as the sandbox, but for the sends told to fail. */
const failingPhones = new Set<string>();
const t = useTestApp(
  { ...MONEY_TEST_ENV, OTP_SENDS_PER_IP: '1000', PHONE_CHECKS_PER_IP: '1000' },
  {
    sms: {
      send: async (phone, text) => {
        if (failingPhones.has(phone)) throw new SmsSendError('gateway answered 503');
        return t.sms.send(phone, text);
      },
    },
  },
);
let finance: TestOperator;
let member: Player & { username: string };

async function outsideSystems(): Promise<OutsideSystemHealth[]> {
  const response = await call(t.app, reportsOperatorApi.dashboard, { headers: finance.headers });
  expect(response.statusCode, response.body).toBe(200);
  return dashboardShape.parse(response.json()).outsideSystems;
}

const of = (systems: OutsideSystemHealth[], system: OutsideSystemHealth['system']) =>
  systems.find((each) => each.system === system)!;

beforeAll(async () => {
  finance = await makeOperator(t, 'finance');
  const player = await fundedPlayer(t, 0);
  member = { ...player, username: await usernameOf(t, player) };
  await setSlipWindow(t, 'open');
});

describe("the dashboard's outside systems", () => {
  it('lists every system, each QR gateway by its channel, untouched ones idle', async () => {
    const systems = await outsideSystems();
    expect(systems.map((each) => each.channel ?? each.system)).toEqual([
      'sms',
      'slipVerifier',
      'trueMoney',
      ...QR_CHANNELS,
      'payout',
    ]);
    expect(of(systems, 'trueMoney')).toEqual({
      system: 'trueMoney',
      channel: null,
      total: 0,
      failed: 0,
      state: 'idle',
      lastAt: null,
    });
  });

  it('counts a failed SMS send as a failure and a sent one as a call, the last one giving the state', async () => {
    const before = of(await outsideSystems(), 'sms');
    expect((await call(t.app, otpApi.send, { body: { phoneNumber: uniquePhone() } })).json()).toMatchObject({
      code: 'OTP_SENT',
    });
    expect(of(await outsideSystems(), 'sms')).toMatchObject({ total: before.total + 1, state: 'ok' });
    const down = uniquePhone();
    failingPhones.add(down);
    expect((await call(t.app, otpApi.send, { body: { phoneNumber: down } })).json()).toEqual({
      message: 'OTP_SEND_FAIL',
    });
    const after = of(await outsideSystems(), 'sms');
    expect(after).toMatchObject({ total: before.total + 2, failed: before.failed + 1, state: 'failing' });
    expect(Date.parse(after.lastAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("counts the slip verifier's `error` answer as a failure, and a not-found and a transfer as answers", async () => {
    const before = of(await outsideSystems(), 'slipVerifier');
    const failing = await sandboxSlip(t, { amount: 70, username: member.username });
    await steerVerifier(t, 'error', 1);
    expect((await uploadSlip(t, member, failing.image)).body).toMatchObject({ status: 'PENDING' });
    expect(of(await outsideSystems(), 'slipVerifier')).toMatchObject({
      total: before.total + 1,
      failed: before.failed + 1,
      state: 'failing',
    });

    const genuine = await sandboxSlip(t, { amount: 80, username: member.username });
    await steerVerifier(t, 'fail', 1);
    expect((await uploadSlip(t, member, genuine.image)).body).toMatchObject({ note: 'INVALID_SLIP' });
    expect((await uploadSlip(t, member, genuine.image)).body).toMatchObject({ status: 'SUCCESS' });
    expect(of(await outsideSystems(), 'slipVerifier')).toMatchObject({
      total: before.total + 3,
      failed: before.failed + 1,
      state: 'ok',
    });
  });
});
