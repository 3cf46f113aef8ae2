import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { pruneExpired } from './prune.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (table: string) =>
  (await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]!.n as number;

describe('pruneExpired', () => {
  it('drops old rate-limit windows and OTPs but keeps current ones', async () => {
    await t.database.db.execute(sql`insert into rate_limits (key, window_start, count) values
      ('old', now() - interval '2 days', 3), ('new', now(), 1)`);
    await t.database.db
      .execute(sql`insert into otps (token_hash, phone, ref, code_hash, expires_at, created_at) values
      ('a', '0800000001', 'AAAA', 'x', now() - interval '2 days', now() - interval '2 days'),
      ('b', '0800000002', 'BBBB', 'x', now() + interval '5 minutes', now())`);
    await pruneExpired(t.database.db);
    expect(await count('rate_limits')).toBe(1);
    expect(await count('otps')).toBe(1);
  });
});
