import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'promptparse';
import { QR_CHANNELS, qrStateReply, type DepositLookupReply, qrApi, sandboxApi } from '@wallet/contract';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import { settingDefaults } from '../../settings/index.ts';
import { MONEY_TEST_ENV, fundedPlayer, type Player } from '../../../../test/money.ts';
import {
  activeQrs,
  createQr,
  expireQr,
  gatewayOrderStatus,
  qrRequest,
  qrRow,
} from '../../../../test/kits/qr.ts';
import { call } from '../../../../test/call.ts';

const t = useTestApp(MONEY_TEST_ENV);

const failGateway = (op: 'create' | 'cancel', count: number) =>
  call(t.app, sandboxApi.gatewayFail, { body: { op, count } });

describe('POST /api/qrcode/{channel}', () => {
  let player: Player;
  beforeAll(async () => {
    player = await fundedPlayer(t, 0);
  });

  it('creates a QR: SVG of a PromptPay payload carrying the amount, valid for the set minutes', async () => {
    const response = await qrRequest(t, player, 'POST', 'WW', { amount: 150.25 });
    expect(response.statusCode).toBe(200);
    const body = qrStateReply.parse(response.json());
    expect(body).toMatchObject({ hasQrcode: true, amount: 150.25 });
    expect(body.qrcode).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(body.expireIn).toBeGreaterThan(595);
    expect(body.expireIn).toBeLessThanOrEqual(600);
    expect(Date.parse(body.expiresAt!) - Date.now()).toBeGreaterThan(590_000);

    const row = await qrRow(t, body.qrcodeId!);
    expect(row).toMatchObject({
      status: 'ACTIVE',
      amount: 15_025,
      channel: 'WW',
      member_id: player.memberId,
    });
    const qr = parse(row!.payload, true);
    expect(qr?.getTagValue('54')).toBe('150.25');
    expect(qr?.getTagValue('62', '05')).toBe(row!.gateway_ref);
    expect(await gatewayOrderStatus(t, row!.gateway_ref)).toBe('OPEN');
  });

  it.each([
    ['KBANK', 0.99, 1],
    ['WW', 99.99, 100],
    ['PAYONEX', 99.99, 100],
    ['PAYTIMZ', 9.99, 10],
    ['FP', 9.99, 10],
  ] as const)('%s refuses %s baht (TRANSFER_MINIMUM) and takes %s', async (channel, below, minimum) => {
    const before = await activeQrs(t, player.memberId);
    const refused = await qrRequest(t, player, 'POST', channel, { amount: below });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'TRANSFER_MINIMUM' });
    expect(await activeQrs(t, player.memberId)).toEqual(before);

    const created = await createQr(t, player, channel, minimum);
    expect(created.amount).toBe(minimum);
  });

  it('keeps one live QR per member: creating on any channel cancels the others, at the gateway too', async () => {
    const first = await createQr(t, player, 'KBANK', 20);
    const second = await createQr(t, player, 'FP', 50);
    expect(await activeQrs(t, player.memberId)).toEqual([{ id: second.qrcodeId, channel: 'FP' }]);
    const replaced = await qrRow(t, first.qrcodeId);
    expect(replaced?.status).toBe('CANCELLED');
    expect(await gatewayOrderStatus(t, replaced!.gateway_ref)).toBe('CANCELLED');

    expect((await qrRequest(t, player, 'GET', 'KBANK')).json()).toEqual({ hasQrcode: false });
    expect((await qrRequest(t, player, 'GET', 'FP')).json()).toMatchObject({
      hasQrcode: true,
      qrcodeId: second.qrcodeId,
      amount: 50,
    });
  });

  it('keeps one live QR when creates race on several channels', async () => {
    const racer = await fundedPlayer(t, 0);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        qrRequest(t, racer, 'POST', QR_CHANNELS[index % 5]!, { amount: 100 }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    expect(await activeQrs(t, racer.memberId)).toHaveLength(1);
  });

  it('answers QR_FAIL when the gateway refuses, and keeps the live QR', async () => {
    const live = await createQr(t, player, 'PAYTIMZ', 10);
    await failGateway('create', 1);
    const refused = await qrRequest(t, player, 'POST', 'WW', { amount: 100 });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({ message: 'QR_FAIL' });
    expect(await activeQrs(t, player.memberId)).toEqual([{ id: live.qrcodeId, channel: 'PAYTIMZ' }]);
    expect((await qrRequest(t, player, 'POST', 'WW', { amount: 100 })).statusCode).toBe(200);
  });

  it.each([
    ['amount 0', { amount: 0 }, 400, 'TRANSFER_MINIMUM'],
    ['a negative amount', { amount: -5 }, 400, 'KEY_INVALID'],
    ['three decimals', { amount: 1.001 }, 400, 'KEY_INVALID'],
    ['a string amount', { amount: '100' }, 400, 'KEY_INVALID'],
    ['no amount', {}, 400, 'KEY_MISSING'],
    ['an array', [100], 400, 'KEY_INVALID'],
    ['a huge amount', { amount: 1e308 }, 400, 'KEY_INVALID'],
  ])('refuses %s and changes nothing', async (_name, payload, status, message) => {
    const before = await activeQrs(t, player.memberId);
    const response = await qrRequest(t, player, 'POST', 'KBANK', payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
    expect(await activeQrs(t, player.memberId)).toEqual(before);
  });

  it('refuses a missing body and an unknown channel', async () => {
    const noBody = await call(t.app, qrApi.create, { params: { channel: 'KBANK' }, headers: player.headers });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toEqual({ message: 'KEY_INVALID' });
    for (const channel of ['SCB', 'kbank', 'x'.repeat(200)]) {
      const response = await qrRequest(t, player, 'POST', channel, { amount: 100 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'KEY_INVALID' });
    }
  });

  it('needs a member', async () => {
    for (const route of [qrApi.current, qrApi.create, qrApi.cancel]) {
      const payload = route.method === 'GET' ? undefined : { amount: 100, qrcodeId: 'x' };
      const response = await call(t.app, route, { params: { channel: 'KBANK' }, body: payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'UNAUTHORIZED' });
    }
  });
});

describe('GET /api/qrcode/{channel}', () => {
  it('answers hasQrcode false with no QR, and the live QR with its seconds left', async () => {
    const player = await fundedPlayer(t, 0);
    expect((await qrRequest(t, player, 'GET', 'WW')).json()).toEqual({ hasQrcode: false });
    const created = await createQr(t, player, 'WW', 300);
    const again = qrStateReply.parse((await qrRequest(t, player, 'GET', 'WW')).json());
    expect(again).toMatchObject({ hasQrcode: true, qrcodeId: created.qrcodeId, amount: 300 });
    expect(again.qrcode).toBe(created.qrcode);
    expect(again.expireIn).toBeLessThanOrEqual(created.expireIn);
  });

  it('reads an expired QR as none and marks it EXPIRED', async () => {
    const player = await fundedPlayer(t, 0);
    const created = await createQr(t, player, 'KBANK', 10);
    await expireQr(t, created.qrcodeId);
    expect((await qrRequest(t, player, 'GET', 'KBANK')).json()).toEqual({ hasQrcode: false });
    expect((await qrRow(t, created.qrcodeId))?.status).toBe('EXPIRED');
    expect(await activeQrs(t, player.memberId)).toEqual([]);
  });

  it('never shows another member my QR', async () => {
    const owner = await fundedPlayer(t, 0);
    const other = await fundedPlayer(t, 0);
    await createQr(t, owner, 'FP', 10);
    expect((await qrRequest(t, other, 'GET', 'FP')).json()).toEqual({ hasQrcode: false });
  });
});

describe('DELETE /api/qrcode/{channel}', () => {
  it('cancels my QR here and at the gateway', async () => {
    const player = await fundedPlayer(t, 0);
    const created = await createQr(t, player, 'PAYONEX', 100);
    const response = await qrRequest(t, player, 'DELETE', 'PAYONEX', { qrcodeId: created.qrcodeId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ hasQrcode: false });
    const row = await qrRow(t, created.qrcodeId);
    expect(row?.status).toBe('CANCELLED');
    expect(await gatewayOrderStatus(t, row!.gateway_ref)).toBe('CANCELLED');
    expect((await qrRequest(t, player, 'GET', 'PAYONEX')).json()).toEqual({ hasQrcode: false });
    // Cancelling again changes nothing and says the same.
    expect((await qrRequest(t, player, 'DELETE', 'PAYONEX', { qrcodeId: created.qrcodeId })).json()).toEqual({
      hasQrcode: false,
    });
  });

  it("refuses another member's, an unknown or another channel's qrcodeId (NO_DATA) and changes nothing", async () => {
    const owner = await fundedPlayer(t, 0);
    const other = await fundedPlayer(t, 0);
    const created = await createQr(t, owner, 'KBANK', 10);
    const attempts = [
      qrRequest(t, other, 'DELETE', 'KBANK', { qrcodeId: created.qrcodeId }),
      qrRequest(t, owner, 'DELETE', 'KBANK', { qrcodeId: '00000000-0000-0000-0000-000000000000' }),
      qrRequest(t, owner, 'DELETE', 'WW', { qrcodeId: created.qrcodeId }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'NO_DATA' });
    }
    const row = await qrRow(t, created.qrcodeId);
    expect(row?.status).toBe('ACTIVE');
    expect(await gatewayOrderStatus(t, row!.gateway_ref)).toBe('OPEN');
  });

  it('still cancels my QR when the gateway does not answer the cancel', async () => {
    const player = await fundedPlayer(t, 0);
    const created = await createQr(t, player, 'FP', 10);
    await failGateway('cancel', 1);
    const response = await qrRequest(t, player, 'DELETE', 'FP', { qrcodeId: created.qrcodeId });
    expect(response.json()).toEqual({ hasQrcode: false });
    const row = await qrRow(t, created.qrcodeId);
    expect(row?.status).toBe('CANCELLED');
    expect(await gatewayOrderStatus(t, row!.gateway_ref)).toBe('OPEN');
  });

  it.each([
    ['no body', undefined, 'KEY_INVALID'],
    ['no qrcodeId', {}, 'KEY_MISSING'],
    ['a number', { qrcodeId: 42 }, 'KEY_INVALID'],
    ['an empty id', { qrcodeId: '' }, 'KEY_INVALID'],
    ['a huge id', { qrcodeId: 'x'.repeat(1000) }, 'KEY_INVALID'],
  ])('refuses %s', async (_name, payload, message) => {
    const player = await fundedPlayer(t, 0);
    const created = await createQr(t, player, 'KBANK', 10);
    const response = await qrRequest(t, player, 'DELETE', 'KBANK', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect((await qrRow(t, created.qrcodeId))?.status).toBe('ACTIVE');
  });
});

describe('operator settings', () => {
  let custom: TestApp;
  beforeAll(async () => {
    custom = await createTestApp(MONEY_TEST_ENV);
    // Written before the first request, so the settings cache starts with it.
    await custom.database.pool.query(
      `INSERT INTO settings (key, value) VALUES ('qr', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      [
        JSON.stringify({
          minDeposit: { KBANK: 0, WW: 100, PAYONEX: 100, PAYTIMZ: 50, FP: 10 },
          validityMinutes: 2,
        }),
      ],
    );
  });
  afterAll(() => custom.close());

  it('takes the channel minimum and the validity from the qr setting', async () => {
    const player = await fundedPlayer(custom, 0);
    const refused = await qrRequest(custom, player, 'POST', 'PAYTIMZ', { amount: 49 });
    expect(refused.json()).toEqual({ message: 'TRANSFER_MINIMUM' });
    const created = await createQr(custom, player, 'PAYTIMZ', 50);
    expect(created.expireIn).toBeGreaterThan(115);
    expect(created.expireIn).toBeLessThanOrEqual(120);
  });
});

describe('a channel the operator does not offer', () => {
  /** Through the app's own settings, which drop its cache at once. */
  async function offer(deposit: DepositLookupReply) {
    await t.settings.set({ deposit });
  }

  it('answers hasQrcode false with QR_FAIL and makes no QR; a manual site offers none', async () => {
    const player = await fundedPlayer(t, 0);
    const { banks } = settingDefaults.deposit;
    try {
      await offer({ ...settingDefaults.deposit, banks: banks.filter((bank) => bank.bankCode !== 'FP') });
      const closed = await qrRequest(t, player, 'POST', 'FP', { amount: 50 });
      expect(closed.statusCode).toBe(200);
      expect(closed.json()).toEqual({ hasQrcode: false, message: 'QR_FAIL' });
      expect((await qrRequest(t, player, 'POST', 'WW', { amount: 150 })).json()).toMatchObject({
        hasQrcode: true,
      });

      await offer({ ...settingDefaults.deposit, isManual: true });
      expect((await qrRequest(t, player, 'POST', 'WW', { amount: 150 })).json()).toEqual({
        hasQrcode: false,
        message: 'QR_FAIL',
      });
      expect(await activeQrs(t, player.memberId)).toHaveLength(1);
    } finally {
      await offer(settingDefaults.deposit);
    }
  });
});
