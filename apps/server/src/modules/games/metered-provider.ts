import { GameProviderError, type GameProvider } from '../../adapters/games/port.ts';

type Call = keyof GameProvider;
const CALLS = new Set<string>([
  'createAccount',
  'balance',
  'deposit',
  'withdraw',
  'transferStatus',
  'resetPassword',
  'launchUrl',
] satisfies Call[]);

export type ProviderCallCounter = (provider: string, call: Call, outcome: string) => void;

/**
 * The provider adapter with every port call counted by provider and outcome (`ok` or the
 * failure kind). Counted when the provider answers, so a call past our deadline (withDeadline
 * has already answered `unknown`) is counted with what it finally did. Every port call takes
 * the provider's code first. Other methods (the sandbox's own) pass through.
 */
export function meteredProvider<P extends GameProvider>(provider: P, count: ProviderCallCounter): P {
  return new Proxy(provider, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof key !== 'string' || !CALLS.has(key) || typeof value !== 'function') return value;
      return async (code: string, ...rest: unknown[]) => {
        try {
          const answer = (await (value as (...args: unknown[]) => Promise<unknown>).call(
            target,
            code,
            ...rest,
          )) as unknown;
          count(code, key as Call, 'ok');
          return answer;
        } catch (error) {
          count(code, key as Call, error instanceof GameProviderError ? error.failure : 'unknown');
          throw error;
        }
      };
    },
  });
}
