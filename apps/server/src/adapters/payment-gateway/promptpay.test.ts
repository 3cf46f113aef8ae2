import { describe, expect, it } from 'vitest';
import { parse } from 'promptparse';
import { crc16, promptPayPayload } from './promptpay.ts';

/** Checked against an independent parser, not against our own builder. */
describe('promptPayPayload', () => {
  const payload = promptPayPayload({
    proxy: { kind: 'taxId', value: '0105561234567' },
    amount: 12_345,
    reference: 'SBX0123456789ABCDEF',
  });

  it('is a dynamic PromptPay QR whose CRC validates', () => {
    const qr = parse(payload, true);
    expect(qr).not.toBeNull();
    expect(qr!.validate('63')).toBe(true);
    expect(qr!.getTagValue('00')).toBe('01');
    expect(qr!.getTagValue('01')).toBe('12');
    expect(qr!.getTagValue('29', '00')).toBe('A000000677010111');
    expect(qr!.getTagValue('29', '02')).toBe('0105561234567');
    expect(qr!.getTagValue('53')).toBe('764');
    expect(qr!.getTagValue('58')).toBe('TH');
    expect(qr!.getTagValue('62', '05')).toBe('SBX0123456789ABCDEF');
  });

  it('carries the amount in baht with two decimals', () => {
    expect(parse(payload)!.getTagValue('54')).toBe('123.45');
    const whole = promptPayPayload({
      proxy: { kind: 'eWallet', value: '004999000288505' },
      amount: 10_000,
      reference: 'R1',
    });
    expect(parse(whole, true)!.getTagValue('54')).toBe('100.00');
    expect(parse(whole)!.getTagValue('29', '03')).toBe('004999000288505');
  });

  it('writes a mobile proxy as 0066 and the number', () => {
    const mobile = promptPayPayload({
      proxy: { kind: 'mobile', value: '0812345678' },
      amount: 100,
      reference: 'R2',
    });
    expect(parse(mobile, true)!.getTagValue('29', '01')).toBe('0066812345678');
  });

  it('fails strict parsing when one character changes (the CRC covers the payload)', () => {
    const tampered = payload.replace('123.45', '923.45');
    expect(parse(tampered, true)).toBeNull();
  });

  it('computes the CRC-16/CCITT-FALSE check value', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('refuses amounts and references a QR cannot carry', () => {
    const proxy = { kind: 'taxId', value: '0105561234567' } as const;
    expect(() => promptPayPayload({ proxy, amount: 0, reference: 'R' })).toThrow();
    expect(() => promptPayPayload({ proxy, amount: 1.5, reference: 'R' })).toThrow();
    expect(() => promptPayPayload({ proxy, amount: 100, reference: 'x'.repeat(26) })).toThrow();
  });
});
