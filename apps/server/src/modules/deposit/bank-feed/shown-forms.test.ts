import { describe, expect, it } from 'vitest';
import { shownAccountFits, shownAccountLike } from '../slip/shown-account.ts';
import { evidenceOf, type TransferRow } from './transfer-rows.ts';
import { namesFit } from './member-match.ts';

describe('accounts as bank sources show them', () => {
  it('reads full, full-length masked and short masked forms against an account', () => {
    const account = '0481234567';
    for (const shown of [
      '0481234567',
      '048-1-23456-7',
      'xxx-x-x3456-x',
      'X123456X',
      'x234567',
      'xx4567',
      'X4567',
      'X-4567',
    ]) {
      expect(shownAccountFits(shown, account), shown).toBe(true);
    }
    for (const shown of ['0481234568', 'xxx-x-x3457-x', 'X123457X', 'x234568', 'xx456', 'X45', '']) {
      expect(shownAccountFits(shown, account), shown).toBe(false);
    }
    expect(shownAccountLike('X123456X')).toBe('%123456_');
    expect(shownAccountLike('xxx-x-x3456-x')).toBe('%3456_');
    expect(shownAccountLike('X12')).toBeUndefined();
  });

  it('names fit when every shown word starts the registered one, titles aside', () => {
    expect(namesFit('นาย สมชาย ใ', 'สมชาย ใจดี')).toBe(true);
    expect(namesFit('SOMCHAI J', 'somchai jaidee')).toBe(true);
    expect(namesFit('SOMSAK', 'SOMCHAI JAIDEE')).toBe(false);
  });

  it('a sighting is not a transfer whose shown sender digits differ, compared from the right', () => {
    const row: TransferRow = {
      id: 1,
      bankCode: 'SCB',
      accountNo: '4051234567',
      amount: 10000,
      bankTime: new Date('2026-11-26T07:30:00Z'),
      timePrecisionMs: 60_000,
      reference: 'R1',
      senderBank: 'KBANK',
      senderAccount: 'xxx-x-x2111-x',
      senderName: null,
      seenBy: ['statement'],
      outcome: 'UNMATCHED',
      memberId: null,
      matchedBy: null,
      candidates: null,
      opKey: null,
      noticeMovementId: null,
      movementId: null,
    };
    const sighting = {
      source: 'notification' as const,
      bankCode: 'SCB',
      accountNo: '4051234567',
      amount: 10000,
      bankTime: new Date('2026-11-26T07:31:00Z'),
      reference: null,
      sender: { bankCode: 'KBANK', account: 'x521119', name: null },
    };
    // The statement and the SMS print the receiving bank's one time for a transfer: the same minute.
    expect(evidenceOf(row, { ...sighting, bankTime: new Date('2026-11-26T07:30:00Z') })).toBe('same');
    // A minute later fits only by the skew kept for a slip's clock: maybe a second transfer of one
    // amount from one account, left to an operator (ADR 0216; the property's SECOND_A_MINUTE_LATER).
    expect(evidenceOf(row, sighting)).toBe('maybe');
    expect(evidenceOf(row, { ...sighting, sender: { ...sighting.sender, account: 'x532229' } })).toBe('none');
    expect(evidenceOf(row, { ...sighting, bankTime: new Date('2026-11-26T07:34:00Z') })).toBe('none');
    expect(evidenceOf(row, { ...sighting, source: 'statement' })).toBe('none');
    expect(evidenceOf(row, { ...sighting, source: 'push', reference: 'R2' })).toBe('none');
    expect(evidenceOf(row, { ...sighting, sender: { ...sighting.sender, bankCode: 'SCB' } })).toBe('none');
  });

  it('a sighting that shows no sender may be a second transfer: maybe, never same (issue 45)', () => {
    const pushed: TransferRow = {
      id: 2,
      bankCode: 'KBANK',
      accountNo: '1112223334',
      amount: 259_700,
      bankTime: new Date('2026-11-26T07:30:10Z'),
      timePrecisionMs: 1_000,
      reference: 'P1',
      senderBank: 'KBANK',
      senderAccount: '0481234567',
      senderName: 'SOMSAK TESTER',
      seenBy: ['push'],
      outcome: 'CREDITED',
      memberId: 7,
      matchedBy: 'sender',
      candidates: null,
      opKey: 'bank:2',
      noticeMovementId: null,
      movementId: 9,
    };
    const sms = {
      source: 'notification' as const,
      bankCode: 'KBANK',
      accountNo: '1112223334',
      amount: 259_700,
      bankTime: new Date('2026-11-26T07:30:00Z'),
      reference: null,
      sender: { bankCode: null, account: null, name: null },
    };
    expect(evidenceOf(pushed, sms)).toBe('maybe');
    // The SMS prints the minute: 07:31 cannot be a transfer the bank timed at 07:30:10.
    expect(evidenceOf(pushed, { ...sms, bankTime: new Date('2026-11-26T07:31:00Z') })).toBe('none');
    // Its masked sender digits confirm the push's account: the same transfer.
    expect(evidenceOf(pushed, { ...sms, sender: { bankCode: null, account: 'X4567', name: null } })).toBe(
      'same',
    );
    // A slip times to the second: 40 s after the push is another transfer, 5 s is maybe the same.
    const slip = {
      ...sms,
      source: 'slip' as const,
      sender: { bankCode: 'KBANK', account: 'xxx-x-x3456-x', name: null },
    };
    expect(evidenceOf(pushed, { ...slip, bankTime: new Date('2026-11-26T07:30:50Z') })).toBe('none');
    expect(evidenceOf(pushed, { ...slip, bankTime: new Date('2026-11-26T07:30:15Z') })).toBe('same');
    expect(evidenceOf(pushed, { ...slip, sender: { bankCode: 'KBANK', account: null, name: null } })).toBe(
      'maybe',
    );
  });
});
