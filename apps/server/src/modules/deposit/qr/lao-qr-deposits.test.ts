import { describe, expect, it } from 'vitest';
import { parse } from 'promptparse';
import { LAO_QR_KIP, qrStateReply, type PaymentWebhookReply } from '@wallet/contract';
import { LAPNET_AID } from '../../../adapters/payment-gateway/lao-qr.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import {
  MONEY_TEST_ENV,
  expectBooksBalanced,
  fundedPlayer,
  kipPlayer,
  walletOf,
} from '../../../../test/money.ts';
import { activeQrs, createQr, depositMovements, payQr, qrRequest, qrRow } from '../../../../test/kits/qr.ts';

/** The Lao QR channel (ADR 0180): a kip member's QR deposit is a LAO QR in kip, end to end. */
const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });

const CHANNEL_CLOSED = { hasQrcode: false, message: 'QR_FAIL' };

describe('a kip member’s QR deposit', () => {
  it('is a LAO QR payload in whole kip (LAPNet tag 38, currency 418, country LA) whose CRC validates', async () => {
    const kip = await kipPlayer(t, 0);
    const response = await qrRequest(t, kip, 'POST', 'LAOQR', { amount: 100_000 });
    expect(response.statusCode, response.body).toBe(200);
    const body = qrStateReply.parse(response.json());
    expect(body).toMatchObject({ hasQrcode: true, amount: 100_000 });
    expect(body.qrcode).toMatch(/^<svg/);

    const row = await qrRow(t, body.qrcodeId!);
    expect(row).toMatchObject({ channel: 'LAOQR', amount: 10_000_000, member_id: kip.memberId });
    const qr = parse(row!.payload, true);
    expect(qr?.validate('63')).toBe(true);
    expect(qr?.getTagValue('01')).toBe('12');
    expect(qr?.getTagValue('38', '00')).toBe(LAPNET_AID);
    expect(qr?.getTagValue('38', '01')).toMatch(/^\d{8}$/);
    expect(qr?.getTagValue('53')).toBe('418');
    expect(qr?.getTagValue('54')).toBe('100000');
    expect(qr?.getTagValue('58')).toBe('LA');
    expect(qr?.getTagValue('62', '01')).toBe(row!.gateway_ref);
    // Nothing of PromptPay in it: no tag 29, no baht.
    expect(qr?.getTagValue('29')).toBeUndefined();
  });

  it('credits kip exactly once through the sandbox gateway, however often the payment is re-delivered', async () => {
    const kip = await kipPlayer(t, 0);
    const qr = await createQr(t, kip, 'LAOQR', 250_000);
    const first = await payQr(t, qr.qrcodeId, { txnId: 'TXN-lao-once' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ outcome: 'CREDITED', qrcodeId: qr.qrcodeId });
    const again = await Promise.all([1, 2].map(() => payQr(t, qr.qrcodeId, { txnId: 'TXN-lao-once' })));
    for (const replay of again) expect((replay.json() as PaymentWebhookReply).outcome).toBe('CREDITED');

    expect((await walletOf(t.app, kip)).wallet).toBe(250_000);
    expect(await depositMovements(t, kip.memberId)).toEqual([
      expect.objectContaining({ status: 'SUCCESS', amount: 25_000_000 }),
    ]);
    // The journal of the credit is in kip, the wallet's currency (ADR 0159).
    const { rows } = await t.database.pool.query<{ currency: string }>(
      `SELECT DISTINCT a.currency FROM journal_entries e
       JOIN ledger_accounts a ON a.id = e.account_id
       JOIN journal_transactions j ON j.id = e.journal_id
       JOIN movements m ON m.id = j.movement_id
       WHERE m.member_id = $1 AND m.kind = 'deposit'`,
      [kip.memberId],
    );
    expect(rows.map((r) => r.currency)).toEqual(['LAK']);
    await expectBooksBalanced(t);
  });

  it('is held to the kip minimum of kipAmounts and to whole kip', async () => {
    const kip = await kipPlayer(t, 0);
    const post = (amount: number) => qrRequest(t, kip, 'POST', 'LAOQR', { amount });
    expect((await post(9_999)).json()).toEqual({ message: 'TRANSFER_MINIMUM' });
    expect((await post(10_000.5)).json()).toEqual({ message: 'KEY_INVALID' });
    const kipAmounts = await t.settings.get('kipAmounts');
    await t.settings.set({ kipAmounts: { ...kipAmounts, qrMinDepositKip: 50_000 } });
    try {
      expect((await post(20_000)).json()).toEqual({ message: 'TRANSFER_MINIMUM' });
      expect((await post(50_000)).json()).toMatchObject({ hasQrcode: true, amount: 50_000 });
    } finally {
      await t.settings.set({ kipAmounts });
    }
  });

  it('answers the operator’s kip minimum and quick amounts with the Lao QR’s state, and follows a change', async () => {
    const kip = await kipPlayer(t, 0);
    const read = async () => qrStateReply.parse((await qrRequest(t, kip, 'GET', 'LAOQR')).json());
    expect(await read()).toEqual({
      hasQrcode: false,
      minimum: LAO_QR_KIP.minimum,
      quickAmounts: [...LAO_QR_KIP.quickAmounts],
    });
    const kipAmounts = await t.settings.get('kipAmounts');
    await t.settings.set({
      kipAmounts: { ...kipAmounts, qrMinDepositKip: 30_000, qrQuickAmountsKip: [30_000, 70_000] },
    });
    try {
      expect(await read()).toMatchObject({ minimum: 30_000, quickAmounts: [30_000, 70_000] });
      const created = qrStateReply.parse(
        (await qrRequest(t, kip, 'POST', 'LAOQR', { amount: 70_000 })).json(),
      );
      expect(created).toMatchObject({ hasQrcode: true, minimum: 30_000, quickAmounts: [30_000, 70_000] });
      const cancelled = await qrRequest(t, kip, 'DELETE', 'LAOQR', { qrcodeId: created.qrcodeId });
      expect(cancelled.json()).toEqual({ hasQrcode: false, minimum: 30_000, quickAmounts: [30_000, 70_000] });
    } finally {
      await t.settings.set({ kipAmounts });
    }
  });

  it.each(['KBANK', 'WW', 'PAYTIMZ', 'PAYONEX', 'FP'])(
    'gets no PromptPay QR on %s: the unavailable channel’s answer, no order made',
    async (channel) => {
      const kip = await kipPlayer(t, 0);
      const response = await qrRequest(t, kip, 'POST', channel, { amount: 100 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(CHANNEL_CLOSED);
      expect(await activeQrs(t, kip.memberId)).toEqual([]);
    },
  );
});

describe('a baht member', () => {
  it('still gets a PromptPay QR in baht, and no Lao QR', async () => {
    const baht = await fundedPlayer(t, 0);
    const qr = await createQr(t, baht, 'KBANK', 150.25);
    const payload = parse((await qrRow(t, qr.qrcodeId))!.payload, true);
    expect(payload?.validate('63')).toBe(true);
    expect(payload?.getTagValue('29', '00')).toBe('A000000677010111');
    expect(payload?.getTagValue('53')).toBe('764');
    expect(payload?.getTagValue('54')).toBe('150.25');
    expect(payload?.getTagValue('58')).toBe('TH');

    const lao = await qrRequest(t, baht, 'POST', 'LAOQR', { amount: 100_000 });
    expect(lao.json()).toEqual(CHANNEL_CLOSED);
    // The PromptPay channels' figures are the spec's, not settings: no figures answered.
    expect((await qrRequest(t, baht, 'GET', 'KBANK')).json()).not.toHaveProperty('quickAmounts');
    expect((await activeQrs(t, baht.memberId)).map((r) => r.channel)).toEqual(['KBANK']);
    expect((await walletOf(t.app, baht)).wallet).toBe(0);
  });
});
