import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('error handler', () => {
  it('answers INTERNAL_SERVER_ERROR without stack or SQL when the database is gone', async () => {
    await t.database.pool.end();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: '0812345678', password: 'whatever-pass' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'INTERNAL_SERVER_ERROR' });
  });
});
