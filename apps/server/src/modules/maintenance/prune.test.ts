import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../../test/fixture.ts';
import { pruneExpired } from './prune.ts';

const t = useTestApp();

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

  it('keeps idempotency keys for more than 24 hours, drops them after 48', async () => {
    await t.database.db
      .execute(sql`insert into idempotency_keys (member_id, key, route, request_hash, locked_until, created_at) values
      (1, 'key-old-000', '/r', 'h', now(), now() - interval '49 hours'),
      (1, 'key-day-000', '/r', 'h', now(), now() - interval '25 hours')`);
    await pruneExpired(t.database.db);
    const keys = await t.database.db.execute(sql`select key from idempotency_keys order by key`);
    expect(keys.rows.map((row) => row.key)).toEqual(['key-day-000']);
  });
});
