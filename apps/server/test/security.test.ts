import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameLoginReply,
  launchReply,
  accountApi,
  authApi,
  gamesApi,
  otpApi,
  sandboxApi,
} from '@wallet/contract';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from './harness.ts';
import { MONEY_TEST_ENV, fundedPlayer, get, post, remoteBalance, walletOf } from './money.ts';
import {
  bearer,
  loginToken,
  registerMember,
  registrationFor,
  otpHeader,
  sendAndVerifyOtp,
  uniquePhone,
} from './members.ts';
import { call } from './call.ts';

/**
 * The security review's findings, each replayed as the attacker did it, so they stay fixed.
 * Details of each fix are tested beside its code; this file keeps the attacks.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(MONEY_TEST_ENV);
});
afterAll(() => t.close());

/** Every route path the app registered, from Fastify's route tree. */
function registeredPaths(app: FastifyInstance): string[] {
  const paths: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([\s│├└─]*?)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    paths.push(stack.join(''));
  }
  return paths;
}

describe('finding 1: the demo game site is no money tap', () => {
  it('a production app with the sandbox off registers no sandbox route, no demo page and no API docs', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', SANDBOX: 'false' });
    try {
      const paths = registeredPaths(production.app);
      // The walk sees the routes (guards against a parser that finds nothing).
      expect(paths).toContain(gamesApi.transfer.path);
      expect(paths).toContain(authApi.login.path);
      expect(paths.filter((route) => /sandbox|demo|\/api\/docs/i.test(route))).toEqual([]);
      const page = await production.app.inject({
        method: 'POST',
        url: '/sandbox-games/pg/play',
        payload: {},
      });
      expect(page.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('the walk does find the sandbox routes when the sandbox is on', () => {
    const paths = registeredPaths(t.app);
    expect(paths).toContain('/sandbox-games/:provider/play');
    expect(paths).toContain(sandboxApi.play.path);
  });

  it('the walk does find the API docs when they are on', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', SANDBOX: 'false', API_DOCS: 'true' });
    try {
      expect(registeredPaths(production.app)).toContain('/api/docs/json');
    } finally {
      await production.close();
    }
  });

  it('a production start refuses sandbox parts unless ALLOW_SANDBOX_IN_PRODUCTION=true', async () => {
    await expect(
      createTestApp({ NODE_ENV: 'production', SANDBOX: 'false', ALLOW_SANDBOX_IN_PRODUCTION: 'false' }),
    ).rejects.toThrow(/ALLOW_SANDBOX_IN_PRODUCTION/);
  });

  it('a member with 0 baht cannot mint money through the game page (no bearer token needed there)', async () => {
    const player = await fundedPlayer(t, 0);
    expect((await get(t.app, player, gamesApi.activate, { slotCode: 'pg' })).statusCode).toBe(200);
    const { username } = gameLoginReply.parse(
      (await get(t.app, player, gamesApi.account, { slotCode: 'pg' })).json(),
    );
    const { url } = launchReply.parse(
      (await get(t.app, player, gamesApi.launch, { provider: 'pg', username })).json(),
    );
    const session = new URL(url, 'http://x').searchParams.get('session')!;

    // The old page call (a chosen signed amount) and a stake larger than the game balance.
    for (const payload of [
      { session, amount: 50_000 },
      { session, stake: 50_000 },
      { session, stake: 50_000, amount: 50_000, won: true },
    ]) {
      const play = await t.app.inject({ method: 'POST', url: '/sandbox-games/pg/play', payload });
      expect(play.statusCode, play.body).toBeGreaterThanOrEqual(400);
      expect(play.statusCode).toBeLessThan(500);
    }
    const cashOut = await post(
      t.app,
      player,
      gamesApi.transfer,
      { from: 'pg', to: 'WALLET', amount: 50_000 },
      randomUUID(),
    );
    expect(cashOut.json()).toEqual({ message: 'MONEY_NOT_ENOUGH' });
    expect((await walletOf(t.app, player)).wallet).toBe(0);
    expect(await remoteBalance(t, 'pg', player.memberId)).toBe(0);
  });
});

describe('finding 2: parallel guesses do not beat the per-phone login limit', () => {
  it('40 guesses at once (the right one last): at most 5 are verified, and the right one then waits', async () => {
    const member = await registerMember(t.app, t.sms);
    const login = (password: string) =>
      call(t.app, authApi.login, { body: { username: member.username, password } });
    const guesses = [...Array.from({ length: 39 }, (_, i) => `wrong-guess-${i}`), member.password];
    const answers = await Promise.all(guesses.map(login));
    const outcomes = answers.map((answer) =>
      answer.statusCode === 200 ? 'TOKEN' : (answer.json() as { message: string }).message,
    );
    const failures = outcomes.filter((outcome) => outcome === 'WRONG_CREDENTIAL').length;
    const limited = outcomes.filter((outcome) => outcome === 'REQUEST_LIMIT').length;
    // LOGIN_FAILURES_PER_PHONE (5) wrong passwords checked; every other guess refused unchecked.
    expect(failures).toBe(5);
    expect(limited + failures + outcomes.filter((outcome) => outcome === 'TOKEN').length).toBe(40);
    expect(limited).toBeGreaterThanOrEqual(34);
    // The right password, sent after the cap within the window, gets no token.
    expect((await login(member.password)).json()).toEqual({ message: 'REQUEST_LIMIT' });
  });
});

describe('second review: strangers who lock a phone do not lock its member out of a known device', () => {
  it('the right password from a device that signed in before gets through; guesses from it have their own budget', async () => {
    const member = await registerMember(t.app, t.sms);
    const login = (password: string, cookie?: string) =>
      call(t.app, authApi.login, {
        body: { username: member.username, password },
        ...(cookie ? { headers: { cookie } } : {}),
      });
    const first = await login(member.password);
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^wallet_device=[^;]+; Max-Age=\d+; Path=\/api\/login; HttpOnly; SameSite=Strict/,
    );
    const device = setCookie.split(';')[0]!;

    // Anyone who knows the phone uses up its failures (LOGIN_FAILURES_PER_PHONE: 5).
    for (let i = 0; i < 5; i += 1) expect((await login(`wrong-guess-${i}`)).statusCode).toBe(401);
    // The right password from an unknown device still waits, as before.
    expect((await login(member.password)).json()).toEqual({ message: 'REQUEST_LIMIT' });
    // A forged cookie, or another member's, is an unknown device.
    const [name, value] = device.split('=') as [string, string];
    const forged = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await login(member.password, forged)).json()).toEqual({ message: 'REQUEST_LIMIT' });
    const other = await registerMember(t.app, t.sms);
    const otherLogin = await call(t.app, authApi.login, {
      body: { username: other.username, password: other.password },
    });
    const otherDevice = String(otherLogin.headers['set-cookie']).split(';')[0]!;
    expect((await login(member.password, otherDevice)).json()).toEqual({ message: 'REQUEST_LIMIT' });

    // The member's own device gets in.
    const known = await login(member.password, device);
    expect(known.statusCode).toBe(200);
    expect((known.json() as { token: string }).token).toBeTruthy();

    // Guessing from the known device is limited too, by its own budget.
    for (let i = 0; i < 5; i += 1) expect((await login(`device-guess-${i}`, device)).statusCode).toBe(401);
    expect((await login(member.password, device)).json()).toEqual({ message: 'REQUEST_LIMIT' });
  });
});

describe('finding 3: common passwords are refused (WEAK_PASSWORD)', () => {
  const weak = (phone: string) => [
    '12345678',
    'password',
    // Common ones in disguise (issue 22, ADR 0052).
    'Qwerty123!',
    'Passw0rd!',
    'P@ssw0rd',
    'qwerty2024',
    'aaaaaaaa',
    ' '.repeat(8),
    phone,
    phone.slice(1),
    `66${phone.slice(1)}`,
  ];

  it('at registration: POST /api/account/validate and POST /api/account', async () => {
    const phone = uniquePhone();
    const { otpToken } = await sendAndVerifyOtp(t.app, phone, t.sms);
    for (const password of weak(phone)) {
      for (const route of [accountApi.validate, accountApi.register]) {
        const response = await call(t.app, route, {
          body: registrationFor(phone, { password }),
          headers: otpHeader(otpToken),
        });
        const url = route.path;
        expect({ url, password, status: response.statusCode, body: response.json() }).toEqual({
          url,
          password,
          status: 400,
          body: { message: 'WEAK_PASSWORD' },
        });
      }
    }
    // The same payload with a sound password registers.
    const sound = await call(t.app, accountApi.register, {
      body: registrationFor(phone),
      headers: otpHeader(otpToken),
    });
    expect(sound.statusCode).toBe(201);
  });

  it('at a password change: PUT /api/account/changepwd', async () => {
    const member = await registerMember(t.app, t.sms);
    const token = await loginToken(t.app, member.username, member.password);
    for (const newPassword of weak(member.username)) {
      const response = await call(t.app, accountApi.changePassword, {
        headers: bearer(token),
        body: { oldPassword: member.password, newPassword },
      });
      expect({ newPassword, status: response.statusCode, body: response.json() }).toEqual({
        newPassword,
        status: 400,
        body: { message: 'WEAK_PASSWORD' },
      });
    }
    // The old password still works: nothing was changed.
    expect(await loginToken(t.app, member.username, member.password)).toBeTruthy();
  });
});

describe("second review: passwords built from the member's own words or common Thai ones", () => {
  const refused = ['Somchai1234', '12345678Aa', 'Aa112233', 'Sawasdee123', 'Chiangmai1', 'LuckyWallet99'];
  const somchai = { name: 'Somchai Jaidee', bankAccountName: 'SOMCHAI JAIDEE' };

  it('at registration: POST /api/account/validate and POST /api/account', async () => {
    const phone = uniquePhone();
    const { otpToken } = await sendAndVerifyOtp(t.app, phone, t.sms);
    for (const password of [...refused, `Jaidee${phone}`, `Somchai1${phone.slice(1)}`]) {
      for (const route of [accountApi.validate, accountApi.register]) {
        const response = await call(t.app, route, {
          body: registrationFor(phone, { ...somchai, password }),
          headers: otpHeader(otpToken),
        });
        const url = route.path;
        expect({ url, password, status: response.statusCode, body: response.json() }).toEqual({
          url,
          password,
          status: 400,
          body: { message: 'WEAK_PASSWORD' },
        });
      }
    }
    const sound = await call(t.app, accountApi.register, {
      body: registrationFor(phone, somchai),
      headers: otpHeader(otpToken),
    });
    expect(sound.statusCode).toBe(201);
  });

  it('at a password change (and so after a reset): PUT /api/account/changepwd', async () => {
    const member = await registerMember(t.app, t.sms, somchai);
    const token = await loginToken(t.app, member.username, member.password);
    for (const newPassword of [...refused, `Somchai${member.bankAccountNo}`]) {
      const response = await call(t.app, accountApi.changePassword, {
        headers: bearer(token),
        body: { oldPassword: member.password, newPassword },
      });
      expect({ newPassword, status: response.statusCode, body: response.json() }).toEqual({
        newPassword,
        status: 400,
        body: { message: 'WEAK_PASSWORD' },
      });
    }
    expect(await loginToken(t.app, member.username, member.password)).toBeTruthy();
  });
});

describe('finding 4: registered phones cannot be checked without limit', () => {
  const validate = (app: FastifyInstance, phone: string, remoteAddress: string) =>
    call(app, accountApi.validate, { body: registrationFor(phone), remoteAddress });
  const sendOtp = (app: FastifyInstance, phone: string, remoteAddress: string) =>
    call(app, otpApi.send, { body: { phoneNumber: phone }, remoteAddress });
  const messages = (answers: { json(): unknown }[]) =>
    answers.map((answer) => (answer.json() as { message?: string }).message);

  it('300 parallel validate calls from one address: the default limit (30 an hour) answers the rest 429', async () => {
    const fresh = await createTestApp();
    try {
      const member = await registerMember(fresh.app, fresh.sms);
      const phones = Array.from({ length: 300 }, (_, i) => (i % 2 ? member.username : uniquePhone()));
      const answers = await Promise.all(phones.map((phone) => validate(fresh.app, phone, '203.0.113.7')));
      const codes = messages(answers);
      expect(codes.filter((code) => code === 'EXISTING_USER' || code === 'SUCCESS')).toHaveLength(30);
      expect(codes.filter((code) => code === 'REQUEST_LIMIT')).toHaveLength(270);
      expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(270);
      // Another address is not held back by this one.
      expect((await validate(fresh.app, member.username, '203.0.113.8')).json()).toEqual({
        message: 'EXISTING_USER',
      });
    } finally {
      await fresh.close();
    }
  });

  it("the OTP send's EXISTING_USER answer counts too, before the answer, with the configured limit", async () => {
    const strict = await createTestApp({ PHONE_CHECKS_PER_IP: '3', OTP_SENDS_PER_IP: '1000' });
    try {
      const member = await registerMember(strict.app, strict.sms);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => sendOtp(strict.app, member.username, '198.51.100.4')),
      );
      const codes = messages(answers);
      expect(codes.filter((code) => code === 'EXISTING_USER')).toHaveLength(3);
      expect(codes.filter((code) => code === 'REQUEST_LIMIT')).toHaveLength(17);
      // validate and the OTP send share the address's count: both tell whether a phone is registered.
      expect((await validate(strict.app, member.username, '198.51.100.4')).json()).toEqual({
        message: 'REQUEST_LIMIT',
      });
    } finally {
      await strict.close();
    }
  });
});
