import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { qrApi } from '@wallet/contract';
import { call } from '../../../test/call.ts';
import { startFakeOpn, OPN_TEST_PUBLIC, OPN_TEST_SECRET } from '../../../test/fakes/opn.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { createQr, qrRequest, qrRow } from '../../../test/kits/qr.ts';
import { MONEY_TEST_ENV, fundedPlayer, kipPlayer, walletOf } from '../../../test/money.ts';
import { loadConfig } from '../../config.ts';
import { OpnPaymentGateway } from './opn.ts';
import { GatewayError } from './port.ts';

// QR_GATEWAY=opn (ADR 0148) against a fake that answers as Opn's documentation says.
const opn = await startFakeOpn();
afterAll(() => opn.close());
const t = useTestApp(
  {
    ...MONEY_TEST_ENV,
    QR_GATEWAY: 'opn',
    OPN_SECRET_KEY: OPN_TEST_SECRET,
    OPN_PUBLIC_KEY: OPN_TEST_PUBLIC,
    OPN_BASE_URL: opn.url,
    QR_GATEWAY_TIMEOUT_MS: '2000',
  },
  { checkBooks: true },
);
beforeEach(() => {
  opn.requests.length = 0;
});

const deliver = (channel: string, body: string) =>
  call(t.app, qrApi.webhook, { params: { channel }, headers: { 'content-type': 'application/json' }, body });

async function newQr(amount: number) {
  const player = await fundedPlayer(t, 0);
  const qr = await createQr(t, player, 'KBANK', amount);
  const row = (await qrRow(t, qr.qrcodeId))!;
  return { player, qr, chargeId: row.gateway_ref, row };
}

describe('PromptPay QRs through Opn Payments', () => {
  it('creates a promptpay charge with the secret key; the QR shown is the charge source raw data', async () => {
    const { qr, chargeId, row } = await newQr(150.25);
    expect(chargeId).toMatch(/^chrg_test_/);
    const create = opn.requests.find((r) => r.method === 'POST' && r.path === '/charges')!;
    expect(create.body).toEqual({
      amount: 15025,
      currency: 'thb',
      source: { type: 'promptpay' },
      metadata: { qrcodeId: qr.qrcodeId, channel: 'KBANK' },
    });
    expect(row.payload).toBe(
      (opn.charges.get(chargeId)!.source.scannable_code as { raw_data: string }).raw_data,
    );
    expect(qr.qrcode).toContain('<svg');
    expect(qr.expireIn).toBeGreaterThan(0);
  });

  it('a charge.complete credits once, after reading the charge back; re-deliveries credit nothing more', async () => {
    const { player, qr, chargeId } = await newQr(300);
    opn.complete(chargeId);
    const answers = await Promise.all([0, 1, 2].map(() => deliver('KBANK', opn.event(chargeId))));
    for (const answer of answers)
      expect(answer.json()).toMatchObject({ message: 'SUCCESS', outcome: 'CREDITED', txnId: chargeId });
    expect(opn.requests.filter((r) => r.method === 'GET' && r.path === `/charges/${chargeId}`)).toHaveLength(
      3,
    );
    expect((await walletOf(t.app, player)).wallet).toBe(300);
    expect((await qrRow(t, qr.qrcodeId))!.status).toBe('PAID');
  });

  it('a delivery that claims success for a charge Opn still has pending credits nothing', async () => {
    const { player, chargeId } = await newQr(100);
    // Anyone can post this body: the fields in it are not believed, only Opn's answer is.
    const forged = JSON.stringify({
      object: 'event',
      key: 'charge.complete',
      data: { object: 'charge', id: chargeId, status: 'successful', paid: true, amount: 10_000_000 },
    });
    expect((await deliver('KBANK', forged)).json()).toEqual({ message: 'KEY_INVALID' });
    opn.complete(chargeId, 'failed');
    expect((await deliver('KBANK', opn.event(chargeId))).json()).toEqual({ message: 'KEY_INVALID' });
    expect((await walletOf(t.app, player)).wallet).toBe(0);
  });

  it('a charge Opn does not know, or a read-back Opn fails, credits nothing (Opn delivers again)', async () => {
    expect((await deliver('KBANK', opn.event('chrg_test_unknown1'))).json()).toEqual({
      message: 'UNAUTHORIZED',
    });
    const { player, chargeId } = await newQr(120);
    opn.complete(chargeId);
    opn.failNext(500);
    expect((await deliver('KBANK', opn.event(chargeId))).json()).toEqual({ message: 'UNAUTHORIZED' });
    expect((await walletOf(t.app, player)).wallet).toBe(0);
    // The next delivery reads it back and credits.
    expect((await deliver('KBANK', opn.event(chargeId))).json()).toMatchObject({ outcome: 'CREDITED' });
    expect((await walletOf(t.app, player)).wallet).toBe(120);
  });

  it('a completed charge delivered to another channel endpoint, or an event of another kind, is refused', async () => {
    const { player, chargeId } = await newQr(90);
    opn.complete(chargeId);
    expect((await deliver('WW', opn.event(chargeId))).json()).toEqual({ message: 'KEY_INVALID' });
    const other = JSON.stringify({
      object: 'event',
      key: 'charge.create',
      data: { object: 'charge', id: chargeId },
    });
    expect((await deliver('KBANK', other)).json()).toEqual({ message: 'KEY_INVALID' });
    expect((await deliver('KBANK', 'not json')).json()).toEqual({ message: 'KEY_INVALID' });
    expect((await walletOf(t.app, player)).wallet).toBe(0);
  });

  it('cancel expires the charge; Opn refusing a create is QR_FAIL with no QR kept', async () => {
    const { player, qr, chargeId } = await newQr(80);
    const cancelled = await qrRequest(t, player, 'DELETE', 'KBANK', { qrcodeId: qr.qrcodeId });
    expect(cancelled.statusCode).toBe(200);
    expect(opn.charges.get(chargeId)!.status).toBe('expired');
    opn.failNext(500);
    const refused = await qrRequest(t, player, 'POST', 'KBANK', { amount: 70 });
    expect(refused.json()).toEqual({ message: 'QR_FAIL' });
    expect((await qrRequest(t, player, 'GET', 'KBANK')).json()).toMatchObject({ hasQrcode: false });
  });
});

describe('the Opn adapter on its own', () => {
  const gateway = (secretKey: string, timeoutMs = 2000) =>
    new OpnPaymentGateway('KBANK', { secretKey, baseUrl: opn.url, timeoutMs });

  it("refuses with Opn's documented errors: a wrong key (401), an amount below the minimum (400), an unknown charge (404)", async () => {
    await expect(gateway('skey_test_wrong').createPayment({ reference: 'q1', amount: 5000 })).rejects.toThrow(
      /401 authentication_failure/,
    );
    await expect(gateway(OPN_TEST_SECRET).createPayment({ reference: 'q2', amount: 100 })).rejects.toThrow(
      /400 invalid_charge/,
    );
    await expect(gateway(OPN_TEST_SECRET).cancelPayment('chrg_test_nosuch')).rejects.toBeInstanceOf(
      GatewayError,
    );
    await expect(gateway(OPN_TEST_SECRET).cancelPayment('../accounts')).rejects.toBeInstanceOf(GatewayError);
  });

  it('cancelling a charge that already completed is no failure; an unreachable Opn is a GatewayError', async () => {
    const created = await gateway(OPN_TEST_SECRET).createPayment({ reference: 'q3', amount: 5000 });
    opn.complete(created.gatewayRef);
    await expect(gateway(OPN_TEST_SECRET).cancelPayment(created.gatewayRef)).resolves.toBeUndefined();
    const down = new OpnPaymentGateway('KBANK', {
      secretKey: OPN_TEST_SECRET,
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 500,
    });
    await expect(down.createPayment({ reference: 'q4', amount: 5000 })).rejects.toBeInstanceOf(GatewayError);
  });
});

describe('start-time checks', () => {
  const base = { NODE_ENV: 'test', QR_GATEWAY: 'opn' };
  it('names the missing or malformed variable', () => {
    expect(() => loadConfig({ ...base, OPN_PUBLIC_KEY: OPN_TEST_PUBLIC })).toThrow(/OPN_SECRET_KEY/);
    expect(() => loadConfig({ ...base, OPN_SECRET_KEY: OPN_TEST_SECRET })).toThrow(/OPN_PUBLIC_KEY/);
    expect(() =>
      loadConfig({ ...base, OPN_SECRET_KEY: 'sk_live_x', OPN_PUBLIC_KEY: OPN_TEST_PUBLIC }),
    ).toThrow(/OPN_SECRET_KEY/);
    expect(
      loadConfig({ ...base, OPN_SECRET_KEY: OPN_TEST_SECRET, OPN_PUBLIC_KEY: OPN_TEST_PUBLIC }).QR_GATEWAY,
    ).toBe('opn');
  });
});

describe('the Lao QR under QR_GATEWAY=opn (ADR 0180)', () => {
  it('is refused QR_FAIL without asking Opn, which makes no LAO QR', async () => {
    const kip = await kipPlayer(t, 0);
    const response = await qrRequest(t, kip, 'POST', 'LAOQR', { amount: 100_000 });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: 'QR_FAIL' });
    expect(opn.requests).toHaveLength(0);
  });
});
