import { describe, expect, it } from 'vitest';
import { GameProviderError, type GameProvider } from '../../adapters/games/port.ts';
import { meteredProvider } from './metered-provider.ts';

const failing = (failure: GameProviderError['failure']) => async () => {
  throw new GameProviderError(failure);
};

describe('meteredProvider', () => {
  it('counts each port call by provider and outcome, and answers or throws as the adapter did', async () => {
    const counted: string[] = [];
    const adapter = {
      balance: async () => 1500,
      deposit: failing('insufficient'),
      withdraw: async () => {
        throw new Error('socket hang up');
      },
      sandboxOnly: () => 'not a port call',
    } as unknown as GameProvider & { sandboxOnly(): string };
    const provider = meteredProvider(adapter, (code, call, outcome) =>
      counted.push(`${code} ${call} ${outcome}`),
    );
    expect(await provider.balance('pg', 'u1')).toBe(1500);
    await expect(provider.deposit('joker2', 'u1', 100, 'ref')).rejects.toThrow(GameProviderError);
    await expect(provider.withdraw('pg', 'u1', 100, 'ref')).rejects.toThrow('socket hang up');
    expect(provider.sandboxOnly()).toBe('not a port call');
    expect(counted).toEqual(['pg balance ok', 'joker2 deposit insufficient', 'pg withdraw unknown']);
  });
});
