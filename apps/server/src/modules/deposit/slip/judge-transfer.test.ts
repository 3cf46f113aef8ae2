import { describe, expect, it } from 'vitest';
import type { BankTransfer } from '../../../adapters/slip-verifier/port.ts';
import { judgeTransfer } from './judge-transfer.ts';
import { shownAccountMatches } from './shown-account.ts';

describe('shownAccountMatches', () => {
  it.each([
    ['xxx-x-x4567-x', '0481234567', false],
    ['xxx-x-x3456-x', '0481234567', true],
    ['XXX-X-X3456-X', '048-1-23456-7', true],
    ['***-*-*3456-*', '0481234567', true],
    ['0481234567', '0481234567', true],
    ['xxx-x-x3456-x', '04812345678', false],
    ['xxx-x-xx456-x', '0481234567', false],
    ['xxx-x-x3456-?', '0481234567', false],
  ])('%s against %s is %s', (shown, account, expected) => {
    expect(shownAccountMatches(shown, account)).toBe(expected);
  });
});

describe('judgeTransfer', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ours = [{ bankCode: 'KBANK', bankAccountNo: '0481234567' }];
  const member = { bankCode: 'SCB', bankAccountNo: '4059876543' };
  const transfer = (changes: Partial<BankTransfer> = {}): BankTransfer => ({
    transRef: 'R',
    amount: 100,
    transferredAt: new Date(now.getTime() - 60 * 60_000),
    receiver: { bank: '004', account: 'xxx-x-x3456-x' },
    sender: { bank: '014', account: 'xxx-x-x7654-x' },
    ...changes,
  });

  it('passes a transfer to our account from the member, up to an hour old', () => {
    expect(judgeTransfer(transfer(), member, ours, now)).toBeUndefined();
    expect(
      judgeTransfer(transfer({ sender: { bank: null, account: 'xxx-x-x7654-x' } }), member, ours, now),
    ).toBe(undefined);
  });

  it('names what is wrong, the destination first', () => {
    const old = new Date(now.getTime() - 61 * 60_000);
    expect(
      judgeTransfer(transfer({ receiver: { bank: '014', account: 'xxx-x-x3456-x' } }), member, ours, now),
    ).toBe('DEST_ACC_INVALID');
    expect(
      judgeTransfer(
        transfer({ transferredAt: old, receiver: { bank: '004', account: '1' } }),
        member,
        ours,
        now,
      ),
    ).toBe('DEST_ACC_INVALID');
    expect(judgeTransfer(transfer({ transferredAt: old }), member, ours, now)).toBe('EXPIRED_SLIP');
    expect(judgeTransfer(transfer({ sender: null }), member, ours, now)).toBe('NOT_MATCH');
    expect(
      judgeTransfer(transfer({ sender: { bank: '004', account: 'xxx-x-x7654-x' } }), member, ours, now),
    ).toBe('NOT_MATCH');
    expect(
      judgeTransfer(transfer({ sender: { bank: '014', account: 'xxx-x-x7655-x' } }), member, ours, now),
    ).toBe('NOT_MATCH');
  });
});
