import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountApi,
  authApi,
  bonusApi,
  chatApi,
  depositNoticeApi,
  drawsApi,
  inviteApi,
  refundApi,
  spinApi,
  rewardsSandboxApi,
  errorCatalogue,
  gamesApi,
  otpApi,
  pathOf,
  promotionApi,
  qrApi,
  sandboxApi,
  slipApi,
  statementApi,
  trueLinkApi,
  withdrawApi,
  type RouteDef,
} from '@wallet/contract';
import { urlOf } from './call.ts';
import { useTestApp } from './fixture.ts';
import { bearer, loginToken, registerMember } from './members.ts';
import { control, garbage, tableSnapshot } from './kits/bad-input.ts';

/**
 * Every endpoint that takes input, fed garbage: each answer must be a catalogue code
 * with a 4xx status, never a 5xx or a stack trace, and no table may change.
 */
const t = useTestApp({
  OTP_SENDS_PER_IP: '1000',
  PHONE_CHECKS_PER_IP: '100000',
  LOGIN_LIMIT_PER_IP: '100000',
  LOGIN_FAILURES_PER_PHONE: '100000',
  OPERATOR_LOGIN_LIMIT_PER_IP: '100000',
  OPERATOR_LOGIN_FAILURES: '100000',
});
let token: string;
beforeAll(async () => {
  const member = await registerMember(t.app, t.sms);
  token = await loginToken(t.app, member.username, member.password);
});

/** Each body-taking route, with the path values it is sent to. */
const bodyRoutes: { route: RouteDef; params?: Record<string, string>; auth?: boolean }[] = [
  { route: authApi.login },
  { route: accountApi.validate },
  { route: accountApi.register },
  { route: otpApi.send },
  { route: otpApi.verify },
  { route: accountApi.updateProfile, auth: true },
  { route: accountApi.bankAccountName, auth: true },
  { route: accountApi.changePassword, auth: true },
  { route: gamesApi.transfer, auth: true },
  { route: gamesApi.transferAll, auth: true },
  { route: withdrawApi.withdraw, auth: true },
  { route: withdrawApi.withdrawAll, auth: true },
  { route: depositNoticeApi.add, auth: true },
  { route: qrApi.create, params: { channel: 'KBANK' }, auth: true },
  { route: qrApi.create, params: { channel: 'NOPE' }, auth: true },
  { route: qrApi.cancel, params: { channel: 'WW' }, auth: true },
  { route: slipApi.upload, auth: true },
  { route: trueLinkApi.redeem, auth: true },
  { route: statementApi.page, auth: true },
  { route: slipApi.list, auth: true },
  { route: inviteApi.list, auth: true },
  { route: refundApi.list, auth: true },
  { route: drawsApi.list, auth: true },
  { route: drawsApi.setClientSeed, auth: true },
  { route: spinApi.claim, auth: true },
  { route: rewardsSandboxApi.clock },
  // The chat: a member's calls, and a guest's (no token: the guest id in the body is checked).
  { route: chatApi.send, auth: true },
  { route: chatApi.send },
  { route: chatApi.history },
  { route: chatApi.readCustomer },
  { route: chatApi.uploadImage, auth: true },
  { route: chatApi.uploadVideo },
  // No member token: the signature is the authentication, and garbage has none.
  { route: qrApi.webhook, params: { channel: 'KBANK' } },
];
const endpoints = bodyRoutes.map(({ route, params, auth }) => ({
  method: route.method,
  url: urlOf(route, params),
  auth,
}));

describe.each(endpoints)('$method $url with bad input', ({ method, url, auth }) => {
  it('answers a catalogue code with a 4xx status and changes nothing', async () => {
    const before = await tableSnapshot(t);
    for (const payload of garbage) {
      const response = await t.app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json', ...(auth ? bearer(token) : {}) },
        payload: JSON.stringify(payload),
      });
      expect(
        response.statusCode,
        `${JSON.stringify(payload).slice(0, 80)} -> ${response.body}`,
      ).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      const body = response.json();
      expect(Object.keys(body)).toEqual(['message']);
      expect(Object.hasOwn(errorCatalogue, body.message)).toBe(true);
      expect(response.body).not.toMatch(/at .*\.ts|SELECT|INSERT/);
    }
    // Malformed JSON, a wrong content type and an oversized body.
    for (const [contentType, body] of [
      ['application/json', '{"username":'],
      ['text/plain', 'hello'],
      ['application/json', JSON.stringify({ blob: 'y'.repeat(2 * 1024 * 1024) })],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { 'content-type': contentType, ...(auth ? bearer(token) : {}) },
        payload: body,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(Object.hasOwn(errorCatalogue, response.json().message)).toBe(true);
    }
    expect(await tableSnapshot(t)).toEqual(before);
  });
});

describe('GET routes with bad parameters', () => {
  it('answer catalogue codes', async () => {
    for (const url of [
      pathOf(sandboxApi.sms, { phone: 'x'.repeat(5000) }),
      // No route declares a value here (the lookup names are fixed paths): the literal is the point.
      '/api/lookup/' + encodeURIComponent(control),
      pathOf(gamesApi.activate, { slotCode: control }),
      pathOf(chatApi.file, { reference: '../../etc/passwd' }),
      `${pathOf(chatApi.file, { reference: 'a'.repeat(32) })}?expires=abc&signature=x`,
      pathOf(gamesApi.account, { slotCode: 'x'.repeat(5000) }),
      pathOf(gamesApi.resetPassword, { slotCode: '../../etc' }),
      pathOf(gamesApi.launch, { provider: 'pg', username: control }),
      pathOf(gamesApi.launchWithPassword, {
        provider: 'askmebet',
        username: 'someone',
        password: 'x'.repeat(5000),
      }),
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(Object.hasOwn(errorCatalogue, response.json().message)).toBe(true);
    }
  });
});

describe('bonus and promotion routes with bad input', () => {
  const badCodes = [control, 'x'.repeat(5000), '../../etc', 'a b', 'DROP;TABLE', '%00'];
  it('bad codes, keys and amounts answer catalogue codes and change nothing', async () => {
    const before = await tableSnapshot(t);
    const requests: { url: string; headers?: Record<string, string> }[] = [
      ...badCodes.flatMap((code) => [
        { url: pathOf(bonusApi.activate, { code }) },
        { url: pathOf(promotionApi.activate, { code }) },
        { url: pathOf(promotionApi.find, { code }) },
      ]),
      // Well-formed codes nobody has, and a malformed Idempotency-Key on the money GETs.
      { url: pathOf(bonusApi.activate, { code: 'NOSUCHBONUS' }) },
      { url: pathOf(promotionApi.find, { code: 'NOSUCHPROMO' }) },
      { url: pathOf(bonusApi.activate, { code: 'NOSUCHBONUS' }), headers: { 'idempotency-key': 'bad key!' } },
      { url: pathOf(bonusApi.clear), headers: { 'idempotency-key': 'x'.repeat(500) } },
      { url: pathOf(bonusApi.clear) },
      ...['abc', '-1', '0.001', '1e308', '', 'null'].map((amount) => ({
        url: `${pathOf(bonusApi.withdrawPreview)}?amount=${encodeURIComponent(amount)}`,
      })),
      { url: pathOf(bonusApi.withdrawPreview) },
    ];
    for (const { url, headers } of requests) {
      const response = await t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });
      expect(response.statusCode, `${url} -> ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(Object.hasOwn(errorCatalogue, response.json().message)).toBe(true);
    }
    expect(await tableSnapshot(t)).toEqual(before);
  });

  it('every bonus route needs a token', async () => {
    for (const route of [...Object.values(bonusApi), ...Object.values(promotionApi)] as RouteDef[]) {
      const response = await t.app.inject({
        method: 'GET',
        url: urlOf(route, { code: 'ANY' }, { amount: 1 }),
      });
      expect(response.statusCode, route.path).toBe(401);
      expect(response.json()).toEqual({ message: 'UNAUTHORIZED' });
    }
  });
});

describe('money GETs with a bad Idempotency-Key', () => {
  it('answer KEY_INVALID and change nothing', async () => {
    const before = await tableSnapshot(t);
    for (const route of [inviteApi.bonus, refundApi.receive, refundApi.addWallet]) {
      for (const key of ['short', 'has space in it', 'x'.repeat(101), control]) {
        const response = await t.app.inject({
          method: 'GET',
          url: pathOf(route),
          headers: { ...bearer(token), 'idempotency-key': key },
        });
        expect(response.statusCode, `${route.path} ${key.slice(0, 20)}`).toBe(400);
        expect(response.json()).toEqual({ message: 'KEY_INVALID' });
      }
    }
    expect(await tableSnapshot(t)).toEqual(before);
  });
});

describe('the spin wheel', () => {
  it('every spin wheel route needs a token', async () => {
    for (const route of Object.values(spinApi) as RouteDef[]) {
      const response = await t.app.inject({
        method: route.method,
        url: pathOf(route),
        payload: route.method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, route.path).toBe(401);
      expect(response.json()).toEqual({ message: 'UNAUTHORIZED' });
    }
  });

  it('a spin or a claim with a bad Idempotency-Key or a bad coupon answers a catalogue code and changes nothing', async () => {
    const before = await tableSnapshot(t);
    for (const route of [spinApi.spin, spinApi.claim]) {
      for (const key of ['short', 'has space in it', 'x'.repeat(101), control]) {
        const response = await t.app.inject({
          method: 'POST',
          url: pathOf(route),
          headers: { ...bearer(token), 'idempotency-key': key },
          payload: { coupon: 'LD0000000000' },
        });
        expect(response.statusCode, `${route.path} ${key.slice(0, 20)}`).toBe(400);
        expect(response.json()).toEqual({ message: 'KEY_INVALID' });
      }
    }
    for (const coupon of [
      'LD0000000000',
      'ld0000000000',
      'LD',
      ' ',
      'LD000000000!',
      "' OR 1=1 --",
      'x'.repeat(64),
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: pathOf(spinApi.claim),
        headers: bearer(token),
        payload: { coupon },
      });
      expect(response.json(), coupon).toEqual({ message: 'INVALID_CODE' });
    }
    expect(await tableSnapshot(t)).toEqual(before);
  });
});
