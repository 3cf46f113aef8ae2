import { describe, expect, it } from 'vitest';
import { authApi } from '@wallet/contract';
import { useTestApp } from '../../test/fixture.ts';
import { call } from '../../test/call.ts';

const t = useTestApp();

describe('error handler', () => {
  it('answers INTERNAL_SERVER_ERROR without stack or SQL when the database is gone', async () => {
    await t.database.pool.end();
    const response = await call(t.app, authApi.login, {
      body: { username: '0812345678', password: 'whatever-pass' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'INTERNAL_SERVER_ERROR' });
  });
});
