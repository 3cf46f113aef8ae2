import { describe, expect, it } from 'vitest';
import { lookupApi, pathOf } from '@wallet/contract';
import { useTestApp } from '../../test/fixture.ts';
import { call } from '../../test/call.ts';

const t = useTestApp({ CORS_ORIGINS: 'https://allowed.example' });

describe('security headers and CORS', () => {
  it('sends the REST hardening headers on API answers and on errors, never cached', async () => {
    // A declared route and, on purpose, a path no route declares (the error answer).
    for (const url of [pathOf(lookupApi.info), '/api/nothing']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['content-security-policy']).toBe("frame-ancestors 'none'");
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('sends the full document set (CSP, referrer policy...) outside the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/some/page' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it('allows only the configured origins', async () => {
    const allowed = await call(t.app, lookupApi.info, { headers: { origin: 'https://allowed.example' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://allowed.example');
    const other = await call(t.app, lookupApi.info, { headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
