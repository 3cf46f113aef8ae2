import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('works with no environment at all (embedded mode, sandbox on, Thai variant)', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, sandbox: true, SITE_VARIANT: 'th', NODE_ENV: 'development' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('turns the sandbox off in production unless asked, and needs a token secret there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/TOKEN_SECRET/);
    const secret = 'x'.repeat(40);
    expect(loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: secret }).sandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: secret, SANDBOX: 'true' }).sandbox).toBe(true);
  });

  it('names the bad variables without echoing their values', () => {
    expect(() => loadConfig({ PORT: 'eighty', SITE_VARIANT: 'xx' })).toThrow(
      /PORT, SITE_VARIANT|SITE_VARIANT, PORT/,
    );
    expect(() => loadConfig({ TOKEN_SECRET: 'short-secret-value' })).not.toThrow(/short-secret-value/);
  });

  it('splits CORS origins and needs a URL for the HTTP SMS adapter', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example' }).corsOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(() => loadConfig({ SMS_ADAPTER: 'http' })).toThrow(/SMS_HTTP_URL/);
  });
});
