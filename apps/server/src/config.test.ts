import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('works with no environment at all (embedded mode, sandbox on, Thai variant)', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, sandbox: true, SITE_VARIANT: 'th', NODE_ENV: 'development' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads the cluster size here, and refuses one start:cluster cannot run', () => {
    expect(loadConfig({}).CLUSTER_NODES).toBe(2);
    expect(loadConfig({ CLUSTER_NODES: '3' }).CLUSTER_NODES).toBe(3);
    expect(() => loadConfig({ CLUSTER_NODES: '0' })).toThrow(/CLUSTER_NODES/);
    expect(() => loadConfig({ CLUSTER_NODES: 'two' })).toThrow(/CLUSTER_NODES/);
  });

  it('turns the sandbox off in production unless asked, and needs a token secret there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/TOKEN_SECRET/);
    const production = {
      NODE_ENV: 'production',
      TOKEN_SECRET: 'x'.repeat(40),
      ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    };
    expect(loadConfig(production).sandbox).toBe(false);
    expect(loadConfig({ ...production, SANDBOX: 'true' }).sandbox).toBe(true);
  });

  it('serves the API docs by default, not in production unless API_DOCS=true', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    const production = {
      NODE_ENV: 'production',
      TOKEN_SECRET: 'x'.repeat(40),
      ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    };
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ ...production, API_DOCS: '1' }).apiDocs).toBe(true);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });

  it('refuses a production start with any sandbox part unless ALLOW_SANDBOX_IN_PRODUCTION=true', () => {
    const production = {
      NODE_ENV: 'production',
      TOKEN_SECRET: 'x'.repeat(40),
      SANDBOX: 'false',
      SMS_ADAPTER: 'http',
      SMS_HTTP_URL: 'https://sms.example',
      SLIP_VERIFIER: 'http',
      SLIP_VERIFIER_URL: 'https://slips.example',
    };
    // Even with every configurable adapter real, the game provider and payout rail are sandbox only.
    expect(() => loadConfig(production)).toThrow(/game provider \(GAME_PROVIDER_ADAPTER=sandbox\)/);
    expect(() => loadConfig({ ...production, ALLOW_SANDBOX_IN_PRODUCTION: 'false' })).toThrow(
      /ALLOW_SANDBOX_IN_PRODUCTION=true/,
    );
    expect(() => loadConfig({ ...production, SANDBOX: 'true' })).toThrow(/sandbox API/);
    expect(loadConfig({ ...production, ALLOW_SANDBOX_IN_PRODUCTION: 'true' }).allowSandboxInProduction).toBe(
      true,
    );
    // Development and test starts are not affected.
    expect(() => loadConfig({ NODE_ENV: 'development', SANDBOX: 'true' })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'test', SANDBOX: 'true' })).not.toThrow();
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
