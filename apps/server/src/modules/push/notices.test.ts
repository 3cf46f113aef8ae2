import { describe, expect, it } from 'vitest';
import { satangOf } from '@wallet/contract';
import { noticeOf } from './notices.ts';
import { PushNotifier } from './notifier.ts';
import type { PushSubscriptions } from './subscriptions.ts';
import type { PushService } from '../../adapters/push/port.ts';

/** Push texts in the member's currency (issue 46, ADR 0167). */
describe('noticeOf in the member’s currency', () => {
  const deposit = { kind: 'depositCredited', amount: satangOf(100_000) } as const;

  it('tells a kip member kip, whole and grouped the way the language writes numbers', () => {
    expect(noticeOf(deposit, 'en', true, 'LAK').body).toBe('Your deposit of 100,000 kip is in your wallet.');
    expect(noticeOf(deposit, 'la', true, 'LAK').body).toBe('ເງິນຝາກ 100.000 ກີບ ເຂົ້າກະເປົ໋າຂອງທ່ານແລ້ວ');
    expect(noticeOf(deposit, 'th', true, 'LAK').body).toBe('เงินฝาก 100,000 กีบ เข้ากระเป๋าของคุณแล้ว');
    const coupon = { kind: 'couponExpires', amount: satangOf(5_000) } as const;
    expect(noticeOf(coupon, 'en', true, 'LAK').body).toBe(
      'Your 5,000 kip coupon expires tomorrow. Tap to claim it.',
    );
    const paid = { kind: 'withdrawalPaid', amount: satangOf(60_000) } as const;
    expect(noticeOf(paid, 'la', true, 'LAK').body).toBe('ໂອນເງິນ 60.000 ກີບ ເຂົ້າບັນຊີທະນາຄານຂອງທ່ານແລ້ວ');
  });

  it('tells a baht member baht with two decimals in every language, as before', () => {
    expect(noticeOf(deposit, 'en', true, 'THB').body).toBe(
      'Your deposit of 100,000.00 baht is in your wallet.',
    );
    expect(noticeOf(deposit, 'la', true, 'THB').body).toBe('ເງິນຝາກ 100,000.00 ບາດ ເຂົ້າກະເປົ໋າຂອງທ່ານແລ້ວ');
    // Without a currency: baht (what every notice was before kip).
    expect(noticeOf(deposit, 'th', true).body).toBe('เงินฝาก 100,000.00 บาท เข้ากระเป๋าของคุณแล้ว');
  });

  it('names no amount and no currency where the member hid amounts', () => {
    expect(noticeOf(deposit, 'en', false, 'LAK').body).toBe(
      'Your deposit is in your wallet. Tap to see your balance.',
    );
  });
});

describe('PushNotifier', () => {
  it('tells each device the amount in the member’s currency', async () => {
    const sent: string[] = [];
    const device = { endpoint: 'https://push.example/1', language: 'en', showAmounts: true };
    const subscriptions = {
      devicesOf: async () => [device],
      gone: async () => undefined,
    } as unknown as PushSubscriptions;
    const service: PushService = {
      send: async (_device, message) => {
        sent.push(message.payload);
        return 'delivered';
      },
    };
    const log = { warn: () => undefined } as never;
    const vapid = {} as never;
    const notifier = new PushNotifier(subscriptions, service, vapid, log, async (memberId) =>
      memberId === 1 ? 'LAK' : 'THB',
    );
    await notifier.tell(1, { kind: 'withdrawalPaid', amount: satangOf(60_000) });
    await notifier.tell(2, { kind: 'withdrawalPaid', amount: satangOf(600) });
    expect(sent.map((payload) => (JSON.parse(payload) as { body: string }).body)).toEqual([
      '60,000 kip was sent to your bank account.',
      '600.00 baht was sent to your bank account.',
    ]);
  });
});
