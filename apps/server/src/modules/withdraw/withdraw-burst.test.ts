import { afterEach, expect, it, vi } from 'vitest';
import { withdrawApi } from '@wallet/contract';
import { useTestApp } from '../../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer, post } from '../../../test/money.ts';

/*
 * A burst of one member's withdrawals while the operators' settings must be read again (the
 * cache lasts 2 s; a burst on a loaded host outlives it). Each withdrawal holds the member's bonus
 * lock in its transaction; the pool has 4 connections. A setting read through the pool inside
 * that transaction waited for a connection the burst held, each of them waiting for the lock:
 * the server stopped answering anyone (found by money-concurrency on a loaded host).
 */

const t = useTestApp(MONEY_TEST_ENV);
afterEach(() => void vi.restoreAllMocks());

it('every withdrawal of a burst is answered while the settings cache is stale throughout', async () => {
  const player = await fundedPlayer(t, 2_000);
  // Every read misses the cache, as it does for a burst that outlives it.
  const all = t.settings.all.bind(t.settings);
  vi.spyOn(t.settings, 'peek').mockReturnValue(undefined);
  vi.spyOn(t.settings, 'all').mockImplementation(async () => {
    (t.settings as unknown as { cache?: unknown }).cache = undefined;
    return all();
  });

  const burst = Promise.all(
    Array.from({ length: 12 }, (_, index) =>
      post(t.app, player, withdrawApi.withdraw, { amount: 100 }, `burst-withdraw-${index}`),
    ),
  );
  let timer: NodeJS.Timeout | undefined;
  const lockedUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the burst held every connection and waited')), 20_000);
  });
  const answers = await Promise.race([burst, lockedUp]).finally(() => clearTimeout(timer));
  expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
  expect(answers.map((answer) => answer.json().status)).toEqual(Array(12).fill('SUCCESS'));
}, 40_000);
