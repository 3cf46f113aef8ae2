import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';

const t = useTestApp({ CORS_ORIGINS: 'https://allowed.example' });

describe('security headers and CORS', () => {
  it('sends the REST hardening headers on API answers and on errors, never cached', async () => {
    for (const url of ['/api/lookup/info', '/api/nothing']) {
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
