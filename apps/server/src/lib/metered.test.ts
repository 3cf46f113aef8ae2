import { describe, expect, it } from 'vitest';
import { metered } from './metered.ts';

class Failed extends Error {
  constructor(readonly kind: string) {
    super(kind);
  }
}

/** An adapter as the sandboxes are: port calls, its own methods, private state. */
class Adapter {
  #sent = 0;
  mode = 'normal';
  async send(to: string): Promise<string> {
    if (to === 'refused') throw new Failed('refused');
    if (to === 'crash') throw new Error('socket hang up');
    this.#sent += 1;
    return `sent to ${to}`;
  }
  async check(answer: 'found' | 'not-found' | 'captcha'): Promise<{ outcome: string }> {
    return { outcome: answer };
  }
  /** Not a port call: the sandbox's own; it calls a port method, which is not our call. */
  async replay(): Promise<number> {
    await this.send('again');
    return this.#sent;
  }
}

function counting() {
  const counted: string[] = [];
  const adapter = metered(
    new Adapter(),
    {
      calls: ['send', 'check'],
      thrown: (error) => (error instanceof Failed ? error.kind : undefined),
      answered: (answer) => {
        const { outcome } = answer as { outcome: string };
        return outcome === 'captcha' ? outcome : undefined;
      },
    },
    (call, outcome, args) => counted.push(`${call}(${String(args[0])}) ${outcome}`),
  );
  return { adapter, counted };
}

/** A port's own error with its failure kind, as the games port's GameProviderError has it. */
class ProviderFailure extends Error {
  constructor(readonly failure: string) {
    super(failure);
  }
}

describe('metered', () => {
  it('counts a throw by the kind its error names, or unknown, and throws it on unchanged', async () => {
    const { adapter, counted } = counting();
    await expect(adapter.send('refused')).rejects.toBeInstanceOf(Failed);
    await expect(adapter.send('crash')).rejects.toThrow('socket hang up');
    expect(counted).toEqual(['send(refused) refused', 'send(crash) unknown']);
  });

  it('counts an answer ok, and an answer that is the service failing by its kind', async () => {
    const { adapter, counted } = counting();
    expect(await adapter.send('0812345678')).toBe('sent to 0812345678');
    expect(await adapter.check('not-found')).toEqual({ outcome: 'not-found' });
    expect(await adapter.check('captcha')).toEqual({ outcome: 'captcha' });
    expect(counted).toEqual(['send(0812345678) ok', 'check(not-found) ok', 'check(captcha) captcha']);
  });

  it('passes other methods and properties through, on the adapter itself, uncounted', async () => {
    const { adapter, counted } = counting();
    expect(await adapter.replay()).toBe(1);
    adapter.mode = 'fail';
    expect(adapter.mode).toBe('fail');
    expect(counted).toEqual([]);
  });

  it('counts a game provider call by provider code, as the games counter has it', async () => {
    const counted: string[] = [];
    const provider = metered(
      {
        balance: async (_code: string) => 1500,
        deposit: async (_code: string) => {
          throw new ProviderFailure('insufficient');
        },
      },
      {
        calls: ['balance', 'deposit'],
        thrown: (e) => (e instanceof ProviderFailure ? e.failure : undefined),
      },
      (call, outcome, [code]) => counted.push(`${String(code)} ${call} ${outcome}`),
    );
    expect(await provider.balance('pg')).toBe(1500);
    await expect(provider.deposit('joker2')).rejects.toThrow(ProviderFailure);
    expect(counted).toEqual(['pg balance ok', 'joker2 deposit insufficient']);
  });
});
