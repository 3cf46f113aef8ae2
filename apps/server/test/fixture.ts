import { afterAll, beforeAll } from 'vitest';
import type { SmsSender } from '../src/adapters/sms/port.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { expectBooksBalanced, fundedPlayer, type Player } from './money.ts';

/**
 * Stands for an object made in beforeAll: the suite declares it at the top, as a constant, and
 * uses it in its tests once it exists.
 */
function madeLater<T extends object>(what: string): { value: T; set(value: T): void; get(): T | undefined } {
  let current: T | undefined;
  const value = new Proxy({} as T, {
    get(_target, key) {
      if (!current) throw new Error(`${what} is used before beforeAll made it`);
      const property = Reflect.get(current, key) as unknown;
      return typeof property === 'function' ? property.bind(current) : property;
    },
  });
  return { value, set: (made) => (current = made), get: () => current };
}

/**
 * The test app of a suite (a fresh database cloned from the migrated template, ADR 0002),
 * made before its tests and closed after them. With checkBooks, the ledger audit must pass
 * once the suite is done: no test may leave the books unbalanced.
 */
export function useTestApp(
  env: Record<string, string> = {},
  options: { checkBooks?: boolean; sms?: SmsSender } = {},
): TestApp {
  const app = madeLater<TestApp>('the test app');
  beforeAll(async () => app.set(await createTestApp(env, { sms: options.sms })));
  afterAll(async () => {
    const made = app.get();
    if (!made) return;
    try {
      if (options.checkBooks) await expectBooksBalanced(made);
    } finally {
      await made.close();
    }
  });
  return app.value;
}

/**
 * fundedPlayer (test/money.ts, the one funded-member kit) made once before the suite's tests, for
 * suites whose tests all use one member.
 */
export function useFundedMember(t: TestApp, baht: number): Player {
  const player = madeLater<Player>('the funded member');
  beforeAll(async () => player.set(await fundedPlayer(t, baht)));
  return player.value;
}
