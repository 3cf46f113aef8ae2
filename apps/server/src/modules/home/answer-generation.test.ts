import { describe, expect, it } from 'vitest';
import type { WalletReply } from '@wallet/contract';
import { BalanceEvents } from '../wallet/index.ts';
import { HomeService } from './service.ts';

/** A wallet service whose database read is a controllable promise. */
class ScriptedWallet extends HomeService {
  reads = 0;
  release: (() => void) | undefined;

  override wallet(): Promise<WalletReply> {
    this.reads += 1;
    const amount = this.reads;
    return new Promise((resolve) => {
      this.release = () => resolve(answer(amount));
    });
  }
}

function answer(amount: number): WalletReply {
  return {
    profile: { _id: '1', name: 'A', username: '0800000000', createdAt: new Date(0).toISOString(), coin: 0 },
    bankAccount: {
      bankCode: 'KBANK',
      bankAccountName: 'A',
      bankAccountNo: '1',
      bank: { nameTH: 'x', nameEN: 'x', nameLA: 'x' },
    },
    wallet: { amount },
    invite: { amount: 0, success: 80, fail: 20 },
    slots: [],
    updatedAt: new Date(0).toISOString(),
  };
}

describe('wallet answer cache generations', () => {
  it('does not keep an answer read before a change that landed while it was read', async () => {
    const events = new BalanceEvents();
    const service = new ScriptedWallet(
      undefined as never,
      undefined as never,
      undefined as never,
      events,
      60_000,
    );
    const first = service.walletBody(1);
    events.changed(1);
    service.release!();
    expect(JSON.parse((await first).toString()).wallet.amount).toBe(1);
    const second = service.walletBody(1);
    service.release!();
    expect(JSON.parse((await second).toString()).wallet.amount).toBe(2);
    // No change since the second read: the third call is served from the cache.
    expect(JSON.parse((await service.walletBody(1)).toString()).wallet.amount).toBe(2);
    expect(service.reads).toBe(2);
  });
});
