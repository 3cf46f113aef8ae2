import { describe, expect, it } from 'vitest';
import { parse } from 'promptparse';
import { LAPNET_AID, laoQrPayload } from './lao-qr.ts';

/** Read back by an independent EMVCo parser (the one the PromptPay test uses), not by our builder. */
describe('laoQrPayload', () => {
  const payload = laoQrPayload({
    iin: '27710418',
    receiver: '0101000123456789',
    amount: 10_000_000,
    reference: 'SBX0123456789ABCDEF',
  });

  it('is a dynamic LAO QR in kip whose CRC validates', () => {
    const qr = parse(payload, true);
    expect(qr).not.toBeNull();
    expect(qr!.validate('63')).toBe(true);
    expect(qr!.getTagValue('01')).toBe('12');
    expect(qr!.getTagValue('38', '00')).toBe(LAPNET_AID);
    expect(qr!.getTagValue('38', '01')).toBe('27710418');
    expect(qr!.getTagValue('38', '03')).toBe('0101000123456789');
    expect(qr!.getTagValue('53')).toBe('418');
    expect(qr!.getTagValue('58')).toBe('LA');
    expect(qr!.getTagValue('62', '01')).toBe('SBX0123456789ABCDEF');
  });

  it('carries the amount in whole kip (100,000 ₭ is "100000")', () => {
    expect(parse(payload)!.getTagValue('54')).toBe('100000');
  });

  it('refuses att (a fraction of a kip), a bad IIN and a long reference', () => {
    const base = { iin: '27710418', receiver: 'R1', amount: 100, reference: 'R1' };
    expect(() => laoQrPayload({ ...base, amount: 150 })).toThrow(/whole number of kip/);
    expect(() => laoQrPayload({ ...base, iin: '123' })).toThrow(/IIN/);
    expect(() => laoQrPayload({ ...base, reference: 'x'.repeat(26) })).toThrow(/reference/);
  });

  it('fails the CRC when one digit of the amount is changed', () => {
    const tampered = payload.replace('5406100000', '5406900000');
    expect(tampered).not.toBe(payload);
    expect(parse(tampered, true)?.validate('63') ?? false).toBe(false);
  });
});
