import { afterAll } from 'vitest';
import { createTestApp } from '../harness.ts';
import { MONEY_TEST_ENV } from '../money.ts';
import { moneyProperty } from '../money-property/index.ts';
import { flushPrefix, redisUrl, testPrefix } from './redis.ts';

/*
 * The money property test across two nodes: two apps on one database and one Redis, each with
 * its own caches, limits client and socket server, calling the same outside systems (one
 * provider, one payout rail); member requests alternate between them. Books, model and
 * providers must agree exactly as on one node.
 */
const prefix = testPrefix();
const env = {
  REDIS_URL: redisUrl(),
  REDIS_PREFIX: prefix,
  // Both nodes keep withdrawals for an operator (the second-approver setting is in the shared database).
  WITHDRAWAL_APPROVAL: 'operator',
};

afterAll(() => flushPrefix(prefix));

moneyProperty({
  env,
  secondNode: (first) =>
    createTestApp(
      { RECOVERY_AGE_MS: '0', ...MONEY_TEST_ENV, ...env },
      { sameDatabaseAs: first, outsideOf: first },
    ),
  runs: 15,
});
