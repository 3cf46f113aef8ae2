import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { OTP_TOKEN_HEADER } from '@wallet/contract';
import { createTestApp, type TestApp } from './harness.ts';
import { latenciesWhile } from './latency.ts';
import { registrationFor, sendAndVerifyOtp, uniquePhone } from './members.ts';
import { MONEY_TEST_ENV, fundedPlayer, get, type Player } from './money.ts';
import { zeroPng } from '../src/modules/deposit/slip/zero-png.ts';
import { setSlipWindow, uploadSlip } from '../src/modules/deposit/slip/slip-test-support.ts';

/**
 * Findings of the second security review, kept fixed: each case is an attack that once worked.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...MONEY_TEST_ENV, SLIP_UPLOADS_PER_MINUTE: '8', SLIP_KEPT_PER_DAY: '1000' });
  await setSlipWindow(t, 'open');
});
afterAll(() => t.close());

const register = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/account', payload, headers });
const sendOtp = (phoneNumber: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/otp/send', payload: { phoneNumber }, headers });
/** Moves a phone's OTPs into the past, past the resend cooldown. */
const ageOtps = (phone: string, seconds: number) =>
  t.database.db.execute(
    sql`update otps set created_at = created_at - make_interval(secs => ${seconds}) where phone = ${phone}`,
  );

describe('a verified OTP belongs to the client that verified it (ADR 0026)', () => {
  it('refuses a stranger registering a phone its owner just verified, and lets the owner register', async () => {
    const phone = uniquePhone();
    const { otpToken } = await sendAndVerifyOtp(t.app, phone, t.sms);
    const stranger = registrationFor(phone, { password: 'stranger-pass-1', bankAccountNo: '5555555555' });
    const bare = await register(stranger);
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toEqual({ message: 'UNVERIFIED_OTP' });
    const forged = await register(stranger, { [OTP_TOKEN_HEADER]: 'A'.repeat(43) });
    expect(forged.json()).toEqual({ message: 'UNVERIFIED_OTP' });
    const junk = await register(stranger, { [OTP_TOKEN_HEADER]: 'not a token' });
    expect(junk.json()).toEqual({ message: 'UNVERIFIED_OTP' });
    const owner = await register(registrationFor(phone), { [OTP_TOKEN_HEADER]: otpToken });
    expect(owner.statusCode).toBe(201);
  });

  it('does not tell a stranger that the phone is verified; the owner presenting its token is told', async () => {
    const phone = uniquePhone();
    const { otpToken } = await sendAndVerifyOtp(t.app, phone, t.sms);
    await ageOtps(phone, 120);
    const stranger = await sendOtp(phone);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json().code).toBe('OTP_SENT');
    expect(stranger.json().otpToken).not.toBe(otpToken);
    // The stranger's fresh code neither spends nor replaces the owner's verified state.
    const owner = await sendOtp(phone, { [OTP_TOKEN_HEADER]: otpToken });
    expect(owner.json()).toMatchObject({ code: 'OTP_VERIFIED', otpToken });
    const withStrangerToken = await register(registrationFor(phone), {
      [OTP_TOKEN_HEADER]: stranger.json().otpToken as string,
    });
    expect(withStrangerToken.json()).toEqual({ message: 'UNVERIFIED_OTP' });
    expect((await register(registrationFor(phone), { [OTP_TOKEN_HEADER]: otpToken })).statusCode).toBe(201);
  });

  it("refuses another phone's verified token", async () => {
    const mine = uniquePhone();
    const { otpToken } = await sendAndVerifyOtp(t.app, mine, t.sms);
    const other = uniquePhone();
    const response = await register(registrationFor(other), { [OTP_TOKEN_HEADER]: otpToken });
    expect(response.json()).toEqual({ message: 'UNVERIFIED_OTP' });
  });
});

describe('slip images cannot stall the server (ADR 0027)', () => {
  const slipRows = async (player: Player) =>
    (
      await t.database.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM slips WHERE member_id = $1',
        [player.memberId],
      )
    ).rows[0]!.n;
  const keptFiles = async () =>
    (await readdir(path.join(t.config.UPLOAD_DIR, 'slips')).catch(() => [])).length;

  it('refuses a 16-bit RGBA 4000 x 4000 PNG by its header, and keeps nothing', async () => {
    const player = await fundedPlayer(t, 0);
    const bomb = zeroPng(4000, 4000, 4, 16);
    expect(bomb.length).toBeLessThan(300_000);
    const files = await keptFiles();
    const started = performance.now();
    const answer = await uploadSlip(t, player, bomb);
    expect(performance.now() - started).toBeLessThan(500);
    expect(answer).toEqual({ statusCode: 400, body: { message: 'SLIP_INVALID_FILE' } });
    expect(await slipRows(player)).toBe(0);
    expect(await keptFiles()).toBe(files);
  });

  it(
    'answers GET /api/wallet within 100 ms while six heavy slips are read',
    { timeout: 120_000 },
    async () => {
      const player = await fundedPlayer(t, 0);
      // Within the pixel budget, so each one is really decoded and searched for a QR.
      const heavy = zeroPng(4000, 4000, 3, 8);
      // Warm the route and the session first: the measure is blocking, not a cold start.
      expect((await get(t.app, player, '/api/wallet')).statusCode).toBe(200);
      const uploads = Promise.all(Array.from({ length: 6 }, () => uploadSlip(t, player, heavy)));
      const latency = await latenciesWhile(uploads, async () => {
        expect((await get(t.app, player, '/api/wallet')).statusCode).toBe(200);
      });
      const answers = await uploads;
      expect(answers.map((answer) => answer.body.note)).toEqual(Array(6).fill('UNSTABLE_REFNO_ON_SLIP'));
      expect(latency.count).toBeGreaterThan(5);
      // On the event loop each of these blocked every request for seconds (12 s for the first GET).
      expect(latency.p95).toBeLessThan(100);
      expect(latency.max).toBeLessThan(1000);
    },
  );

  it('limits the uploads of one member per minute (REQUEST_LIMIT), keeping nothing it refuses', async () => {
    const player = await fundedPlayer(t, 0);
    const small = zeroPng(200, 200, 1, 8);
    for (let i = 0; i < 8; i++) expect((await uploadSlip(t, player, small)).statusCode).toBe(200);
    const files = await keptFiles();
    expect(await uploadSlip(t, player, small)).toEqual({
      statusCode: 429,
      body: { message: 'REQUEST_LIMIT' },
    });
    expect(await slipRows(player)).toBe(8);
    expect(await keptFiles()).toBe(files);
  });
});

describe('the slip images kept per member have a quota (ADR 0027)', () => {
  let q: TestApp;
  beforeAll(async () => {
    q = await createTestApp({ ...MONEY_TEST_ENV, SLIP_UPLOADS_PER_MINUTE: '100', SLIP_KEPT_PER_DAY: '3' });
    await setSlipWindow(q, 'open');
  });
  afterAll(() => q.close());

  it('refuses an upload over the daily quota with REQUEST_LIMIT; other members are not affected', async () => {
    const player = await fundedPlayer(q, 0);
    const other = await fundedPlayer(q, 0);
    const small = zeroPng(200, 200, 1, 8);
    for (let i = 0; i < 3; i++) expect((await uploadSlip(q, player, small)).statusCode).toBe(200);
    expect(await uploadSlip(q, player, small)).toEqual({
      statusCode: 429,
      body: { message: 'REQUEST_LIMIT' },
    });
    expect((await uploadSlip(q, other, small)).statusCode).toBe(200);
  });
});
