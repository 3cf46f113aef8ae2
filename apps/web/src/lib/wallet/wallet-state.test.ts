import type { GameAccountEntry, WalletReply } from '@wallet/contract';
import { describe, expect, it } from 'vitest';
import { gameEntry, walletFixture } from '../../test/wallet-fixtures.ts';
import { mergeBalanceEvent, replaceSlot, totalBalance } from './wallet-state.ts';

describe('totalBalance', () => {
  it('adds the wallet and every game account, to the satang', () => {
    const wallet = walletFixture({
      wallet: { amount: 0.1 },
      slots: [gameEntry({ code: 'pg', amount: 0.2 }), gameEntry({ code: 'imi', amount: 100.05 })],
    });
    expect(totalBalance(wallet)).toBe(100.35);
  });

  it('is the wallet alone when there are no games', () => {
    expect(totalBalance(walletFixture({ wallet: { amount: 12.5 }, slots: [] }))).toBe(12.5);
  });
});

describe('mergeBalanceEvent', () => {
  const wallet: WalletReply = walletFixture({
    wallet: { amount: 100 },
    slots: [
      gameEntry({ code: 'pg', amount: 5, isActive: true }),
      gameEntry({ code: 'imi', amount: 0, isActive: false }),
    ],
    updatedAt: '2025-01-01T10:00:00.000Z',
  });

  it('takes the pushed wallet and named games and keeps the others', () => {
    const merged = mergeBalanceEvent(wallet, {
      wallet: { amount: 40 },
      slots: [{ code: 'imi', amount: 60, isActive: true }],
      updatedAt: '2025-01-01T10:00:05.000Z',
    });
    expect(merged.wallet.amount).toBe(40);
    expect(merged.slots.map((s) => [s.code, s.amount, s.isActive])).toEqual([
      ['pg', 5, true],
      ['imi', 60, true],
    ]);
    expect(merged.updatedAt).toBe('2025-01-01T10:00:05.000Z');
    expect(merged.slots[1]!.name).toBe(wallet.slots[1]!.name);
  });

  it('ignores a push older than what is shown', () => {
    const stale = { wallet: { amount: 1 }, slots: [], updatedAt: '2025-01-01T09:59:59.000Z' };
    expect(mergeBalanceEvent(wallet, stale)).toBe(wallet);
  });

  it('ignores pushed games the member does not have', () => {
    const merged = mergeBalanceEvent(wallet, {
      wallet: { amount: 100 },
      slots: [{ code: 'unknown', amount: 9, isActive: true }],
      updatedAt: '2025-01-01T10:00:01.000Z',
    });
    expect(merged.slots).toEqual(wallet.slots);
  });
});

describe('replaceSlot', () => {
  it('swaps in the entry with the same code', () => {
    const wallet = walletFixture({ slots: [gameEntry({ code: 'pg', isActive: false })] });
    const active: GameAccountEntry = { ...wallet.slots[0]!, isActive: true };
    expect(replaceSlot(wallet, active).slots[0]!.isActive).toBe(true);
  });
});
