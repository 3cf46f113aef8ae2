import { describe, expect, it } from 'vitest';
import { depositAccountCurrency } from '@wallet/contract';
import { CREDITS, RECEIVED } from './fixtures.ts';
import { DEBITS, NOT_TRANSFERS, UNPARSED } from './fixtures-not-credits.ts';
import { NOTIFICATION_PARSERS, parseNotification } from './index.ts';

describe('bank notification parsers', () => {
  it.each(CREDITS.map((f) => [f.name, f] as const))('reads a credit: %s', (_name, fixture) => {
    const parsed = parseNotification({
      from: fixture.from,
      text: fixture.text,
      receivedAt: fixture.receivedAt ?? RECEIVED,
    });
    expect(parsed.kind).toBe('credit');
    if (parsed.kind !== 'credit') return;
    expect({ ...parsed.entry, bankTime: parsed.entry.bankTime.toISOString() }).toEqual({
      reference: null,
      ...fixture.credit,
    });
  });

  it.each(DEBITS.map((f) => [`${f.name}`, f] as const))(
    'recognises money out and ignores it: %s',
    (_n, fixture) => {
      expect(parseNotification({ ...fixture, receivedAt: RECEIVED })).toEqual({
        kind: 'ignored',
        bankCode: fixture.bankCode,
        why: 'debit',
      });
    },
  );

  it.each(UNPARSED.map((f) => [f.name, f] as const))(
    'keeps what it cannot read as unparsed: %s',
    (_n, fixture) => {
      expect(parseNotification({ ...fixture, receivedAt: RECEIVED })).toEqual({
        kind: 'unparsed',
        bankCode: fixture.bankCode,
      });
    },
  );

  it('never reads a one-time password as a transfer', () => {
    for (const message of NOT_TRANSFERS) {
      expect(parseNotification({ ...message, receivedAt: RECEIVED })).toMatchObject({
        kind: 'ignored',
        why: 'not-a-transfer',
      });
    }
  });

  it('covers the seven Thai banks the issue names and BCEL, each with credits and debits in its language and English', () => {
    const banks = NOTIFICATION_PARSERS.map((p) => p.bankCode).sort();
    expect(banks).toEqual(['BAY', 'BBL', 'BCEL', 'GSB', 'KBANK', 'KTB', 'SCB', 'TMB']);
    for (const bank of banks) {
      // The bank's own script: Lao for BCEL, Thai for the others.
      const script = bank === 'BCEL' ? /[\u0E80-\u0EFF]/ : /[\u0E00-\u0E7F]/;
      const credits = CREDITS.filter((f) => f.credit.bankCode === bank).map((f) => f.text);
      expect(
        credits.some((t) => script.test(t)),
        `${bank} credit in its language`,
      ).toBe(true);
      expect(
        credits.some((t) => !script.test(t)),
        `${bank} en credit`,
      ).toBe(true);
      expect(DEBITS.filter((f) => f.bankCode === bank).length, `${bank} debits`).toBeGreaterThanOrEqual(2);
    }
  });

  it("reads BCEL's amounts as kip, which BCEL's account holds (ADR 0175)", () => {
    const bcel = CREDITS.filter((f) => f.credit.bankCode === 'BCEL');
    expect(bcel.length).toBeGreaterThanOrEqual(4);
    for (const fixture of bcel) {
      expect(depositAccountCurrency(fixture.credit.bankCode)).toBe('LAK');
      expect(fixture.credit.amount % 100, fixture.name).toBe(0);
    }
  });

  it('never throws, and reads a huge or binary message as unparsed in bounded time', () => {
    const started = performance.now();
    const huge = `26/11/69 14:30 บชX123456X เงินเข้า ${'9'.repeat(50_000)} ${'x-'.repeat(50_000)}`;
    for (const text of [huge, '\u0000\uFFFF\uD800', ' '.repeat(10_000), '']) {
      expect(parseNotification({ from: 'KBANK', text, receivedAt: RECEIVED }).kind).toBe('unparsed');
    }
    // A backtracking pattern takes minutes on these; the bound leaves a loaded machine room.
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
