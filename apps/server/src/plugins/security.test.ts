import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: 'https://allowed.example' });
});
afterAll(() => t.close());

describe('security headers and CORS', () => {
  it('sends the hardening headers on API answers and on errors', async () => {
    for (const url of ['/api/lookup/info', '/api/nothing']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('allows only the configured origins', async () => {
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/api/lookup/info',
      headers: { origin: 'https://allowed.example' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://allowed.example');
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/lookup/info',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
