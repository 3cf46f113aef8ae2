import { beforeAll, describe, expect, it } from 'vitest';
import { paymentWebhookReply, qrApi, sandboxApi } from '@wallet/contract';
import { useTestApp } from '../../../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer, walletOf, type Player } from '../../../../test/money.ts';
import { SIGNATURE_HEADER, signWebhook } from '../../../adapters/payment-gateway/webhook-signature.ts';
import { createQr, depositMovements, expireQr, payQr, qrRequest, qrRow } from '../../../../test/kits/qr.ts';
import { call } from '../../../../test/call.ts';

const WEBHOOK_KEY = 'webhook-secret-for-the-qr-suite-0123456789';
const TOLERANCE_S = 300;
const t = useTestApp(
  {
    ...MONEY_TEST_ENV,
    PAYMENT_WEBHOOK_SECRET: WEBHOOK_KEY,
    WEBHOOK_TOLERANCE_S: `${TOLERANCE_S}`,
  },
  { checkBooks: true },
);

function event(ref: string, amount: number, txnId: string) {
  return JSON.stringify({ event: 'payment.paid', txnId, ref, amount, paidAt: new Date().toISOString() });
}

function deliver(channel: string, body: string, signature: string | undefined) {
  return call(t.app, qrApi.webhook, {
    params: { channel },
    headers: { 'content-type': 'application/json', ...(signature ? { [SIGNATURE_HEADER]: signature } : {}) },
    body,
  });
}

async function paymentCount() {
  const { rows } = await t.database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM gateway_payments',
  );
  return rows[0]!.n;
}

async function newQr(channel: 'KBANK' | 'WW' | 'FP', amount: number) {
  const player = await fundedPlayer(t, 0);
  const qr = await createQr(t, player, channel, amount);
  return { player, qr, ref: (await qrRow(t, qr.qrcodeId))!.gateway_ref };
}

const wallet = async (player: Player) => (await walletOf(t.app, player)).wallet;

describe('a payment confirmed by the webhook', () => {
  it('is booked while an operator has the site closed', async () => {
    const { player, qr } = await newQr('KBANK', 40);
    await call(t.app, sandboxApi.settings, { body: { siteActive: false } });
    try {
      expect((await payQr(t, qr.qrcodeId, { txnId: 'TXN-closed-site' })).statusCode).toBe(200);
    } finally {
      await call(t.app, sandboxApi.settings, { body: { siteActive: true } });
    }
    expect(await wallet(player)).toBe(40);
  });

  it('credits the wallet once, marks the QR PAID and answers CREDITED', async () => {
    const { player, qr, ref } = await newQr('WW', 250.5);
    const response = await payQr(t, qr.qrcodeId, { txnId: 'TXN-first' });
    expect(response.statusCode).toBe(200);
    expect(paymentWebhookReply.parse(response.json())).toEqual({
      message: 'SUCCESS',
      txnId: 'TXN-first',
      outcome: 'CREDITED',
      qrcodeId: qr.qrcodeId,
    });
    expect(await wallet(player)).toBe(250.5);
    expect((await qrRow(t, qr.qrcodeId))?.status).toBe('PAID');
    expect(await depositMovements(t, player.memberId)).toEqual([
      { status: 'SUCCESS', amount: 25_050, op_key: 'qr:WW:TXN-first' },
    ]);
    const order = await t.database.pool.query('SELECT status FROM sandbox_gateway_orders WHERE ref = $1', [
      ref,
    ]);
    expect(order.rows[0].status).toBe('PAID');
    // The page that showed the QR reads it again and learns it was paid (ADR 0062).
    expect((await qrRequest(t, player, 'GET', 'WW')).json()).toEqual({
      hasQrcode: false,
      qrcodeId: qr.qrcodeId,
      amount: 250.5,
      message: 'PAID',
    });
    // Another channel has no QR of its own: nothing to say there.
    expect((await qrRequest(t, player, 'GET', 'KBANK')).json()).toEqual({ hasQrcode: false });
  });

  it('credits nothing on a replay of the same txnId and answers the first outcome', async () => {
    const { player, qr } = await newQr('KBANK', 40);
    const first = await payQr(t, qr.qrcodeId, { txnId: 'TXN-replayed' });
    const replays = await Promise.all([1, 2, 3].map(() => payQr(t, qr.qrcodeId, { txnId: 'TXN-replayed' })));
    for (const replay of replays) {
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual(first.json());
    }
    expect(await wallet(player)).toBe(40);
    expect(await depositMovements(t, player.memberId)).toHaveLength(1);
  });

  it('finishes a payment recorded before a crash when the gateway re-delivers it', async () => {
    const { player, qr } = await newQr('FP', 75);
    // The state a crash after step 1 leaves: decision stored, QR paid, wallet not yet credited.
    await t.database.pool.query(
      `INSERT INTO gateway_payments (channel, txn_id, qrcode_id, member_id, amount, outcome)
       VALUES ('FP', 'TXN-crashed', $1, $2, 7500, 'CREDITED')`,
      [qr.qrcodeId, player.memberId],
    );
    await t.database.pool.query(`UPDATE qr_codes SET status = 'PAID' WHERE id = $1`, [qr.qrcodeId]);
    expect(await wallet(player)).toBe(0);

    const redelivered = await payQr(t, qr.qrcodeId, { txnId: 'TXN-crashed' });
    expect(redelivered.json()).toMatchObject({ outcome: 'CREDITED' });
    await payQr(t, qr.qrcodeId, { txnId: 'TXN-crashed' });
    expect(await wallet(player)).toBe(75);
    expect(await depositMovements(t, player.memberId)).toEqual([
      { status: 'SUCCESS', amount: 7_500, op_key: 'qr:FP:TXN-crashed' },
    ]);
  });
});

describe('payments no rule can credit by itself (ADR 0018)', () => {
  it('credits a late payment of an expired QR when the amount is exact', async () => {
    const { player, qr } = await newQr('KBANK', 30);
    await expireQr(t, qr.qrcodeId);
    expect((await qrRequest(t, player, 'GET', 'KBANK')).json()).toEqual({ hasQrcode: false });
    expect((await qrRow(t, qr.qrcodeId))?.status).toBe('EXPIRED');
    const response = await payQr(t, qr.qrcodeId);
    expect(response.json()).toMatchObject({ outcome: 'CREDITED' });
    expect(await wallet(player)).toBe(30);
    expect((await qrRow(t, qr.qrcodeId))?.status).toBe('PAID');
  });

  it('credits a payment to a cancelled QR when the amount is exact', async () => {
    const { player, qr } = await newQr('FP', 10);
    await qrRequest(t, player, 'DELETE', 'FP', { qrcodeId: qr.qrcodeId });
    expect((await payQr(t, qr.qrcodeId)).json()).toMatchObject({ outcome: 'CREDITED' });
    expect(await wallet(player)).toBe(10);
  });

  it('sends another amount to review: a PENDING deposit, nothing credited', async () => {
    const { player, qr } = await newQr('WW', 100);
    const response = await payQr(t, qr.qrcodeId, { amount: 99, txnId: 'TXN-short' });
    expect(response.json()).toMatchObject({ outcome: 'REVIEW', qrcodeId: qr.qrcodeId });
    expect(await wallet(player)).toBe(0);
    expect(await depositMovements(t, player.memberId)).toEqual([
      { status: 'PENDING', amount: 9_900, op_key: 'qr:WW:TXN-short' },
    ]);
    // The QR got its one payment: a second one, even exact, is for an operator too.
    expect((await qrRow(t, qr.qrcodeId))?.status).toBe('PAID');
    expect((await payQr(t, qr.qrcodeId, { txnId: 'TXN-second' })).json()).toMatchObject({
      outcome: 'REVIEW',
    });
    expect(await wallet(player)).toBe(0);
    // The page showing the QR learns it was paid and is being checked: its first payment decides.
    expect((await qrRequest(t, player, 'GET', 'WW')).json()).toMatchObject({
      hasQrcode: false,
      qrcodeId: qr.qrcodeId,
      message: 'PAID_REVIEW',
    });
  });

  it('keeps a payment for an order we do not know, for operators', async () => {
    const body = event('SBXUNKNOWN0000', 500, 'TXN-orphan');
    const response = await deliver('PAYTIMZ', body, signWebhook(WEBHOOK_KEY, body));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'SUCCESS', txnId: 'TXN-orphan', outcome: 'REVIEW' });
    const { rows } = await t.database.pool.query(
      `SELECT member_id, amount, outcome FROM gateway_payments WHERE txn_id = 'TXN-orphan'`,
    );
    expect(rows).toEqual([{ member_id: null, amount: 50_000, outcome: 'REVIEW' }]);
    expect(
      await t.database.pool.query(`SELECT 1 FROM movements WHERE op_key = 'qr:PAYTIMZ:TXN-orphan'`),
    ).toMatchObject({
      rowCount: 0,
    });
  });
});

describe('webhook signature', () => {
  let target: Awaited<ReturnType<typeof newQr>>;
  beforeAll(async () => {
    target = await newQr('WW', 100);
  });

  async function expectRefused(
    response: Awaited<ReturnType<typeof deliver>>,
    status: number,
    message: string,
  ) {
    const before = await paymentCount();
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
    expect(await paymentCount()).toBe(before);
    expect(await wallet(target.player)).toBe(0);
    expect((await qrRow(t, target.qr.qrcodeId))?.status).toBe('ACTIVE');
  }

  it('refuses a forged signature (another key) and a missing one', async () => {
    const body = event(target.ref, 100, 'TXN-forged');
    await expectRefused(
      await deliver('WW', body, signWebhook('not-the-key-'.repeat(4), body)),
      401,
      'UNAUTHORIZED',
    );
    await expectRefused(await deliver('WW', body, undefined), 401, 'UNAUTHORIZED');
    await expectRefused(await deliver('WW', body, 'garbage'), 401, 'UNAUTHORIZED');
  });

  it('refuses a body changed after signing', async () => {
    const signed = event(target.ref, 1, 'TXN-tampered');
    const tampered = signed.replace('"amount":1', '"amount":100');
    await expectRefused(await deliver('WW', tampered, signWebhook(WEBHOOK_KEY, signed)), 401, 'UNAUTHORIZED');
  });

  it('refuses a delivery signed outside the replay window, old or future', async () => {
    const body = event(target.ref, 100, 'TXN-stale');
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(
      await deliver('WW', body, signWebhook(WEBHOOK_KEY, body, now - TOLERANCE_S - 5)),
      401,
      'UNAUTHORIZED',
    );
    await expectRefused(
      await deliver('WW', body, signWebhook(WEBHOOK_KEY, body, now + TOLERANCE_S + 5)),
      401,
      'UNAUTHORIZED',
    );
  });

  it('refuses a signed body that is not a payment (KEY_INVALID)', async () => {
    for (const body of [
      'not json',
      '{}',
      JSON.stringify({
        event: 'payment.paid',
        txnId: 'T',
        ref: target.ref,
        amount: 1.001,
        paidAt: new Date().toISOString(),
      }),
    ]) {
      await expectRefused(await deliver('WW', body, signWebhook(WEBHOOK_KEY, body)), 400, 'KEY_INVALID');
    }
  });

  it('refuses an unknown channel', async () => {
    const body = event(target.ref, 100, 'TXN-channel');
    await expectRefused(await deliver('SCB', body, signWebhook(WEBHOOK_KEY, body)), 400, 'KEY_INVALID');
  });

  it('accepts the signed delivery itself', async () => {
    const body = event(target.ref, 100, 'TXN-genuine');
    const response = await deliver('WW', body, signWebhook(WEBHOOK_KEY, body));
    expect(response.json()).toMatchObject({ outcome: 'CREDITED' });
    expect(await wallet(target.player)).toBe(100);
  });
});

describe('sandbox pay', () => {
  it('refuses an unknown QR and bad input', async () => {
    expect((await payQr(t, 'no-such-qr')).json()).toEqual({ message: 'NO_DATA' });
    const { qr } = await newQr('KBANK', 10);
    for (const body of [{ amount: -1 }, { amount: '10' }, { txnId: 'has spaces' }]) {
      const response = await payQr(t, qr.qrcodeId, body as { amount?: number });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'KEY_INVALID' });
    }
    expect((await qrRow(t, qr.qrcodeId))?.status).toBe('ACTIVE');
  });
});
