import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { sandboxParts } from './sandbox-parts.ts';

const KEY = 'k'.repeat(40);
const http = { GAME_PROVIDER_ADAPTER: 'http', GAME_PROVIDER_URL: 'https://bridge.example/tw/v1' };

describe('the game provider setting (ADR 0150)', () => {
  it('is the sandbox unless GAME_PROVIDER_ADAPTER=http', () => {
    expect(loadConfig({}).GAME_PROVIDER_ADAPTER).toBe('sandbox');
    expect(() => loadConfig({ GAME_PROVIDER_ADAPTER: 'agent' })).toThrow(/GAME_PROVIDER_ADAPTER/);
  });

  it('refuses http without a URL or a key, naming the variable', () => {
    expect(() => loadConfig({ GAME_PROVIDER_ADAPTER: 'http', GAME_PROVIDER_KEY: KEY })).toThrow(
      /GAME_PROVIDER_URL/,
    );
    expect(() => loadConfig(http)).toThrow(/GAME_PROVIDER_KEY/);
    expect(() => loadConfig({ ...http, GAME_PROVIDER_KEY: 'short' })).toThrow(/GAME_PROVIDER_KEY/);
    expect(() => loadConfig({ ...http, GAME_PROVIDER_KEY: 'short' })).not.toThrow(/short/);
    expect(() => loadConfig({ ...http, GAME_PROVIDER_KEY_FILE: '/nonexistent/key' })).toThrow(
      /GAME_PROVIDER_KEY_FILE/,
    );
  });

  it('reads the key from the variable or from its file (trimmed)', () => {
    expect(loadConfig({ ...http, GAME_PROVIDER_KEY: KEY }).GAME_PROVIDER_KEY).toBe(KEY);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'game-key-')), 'key');
    writeFileSync(file, `${KEY}\n`);
    const config = loadConfig({ ...http, GAME_PROVIDER_KEY_FILE: file });
    expect(config.GAME_PROVIDER_KEY).toBe(KEY);
    expect(config).not.toHaveProperty('GAME_PROVIDER_KEY_FILE');
  });

  it('with the http adapter, production no longer counts the game provider as a sandbox part', () => {
    const config = loadConfig({
      ...http,
      GAME_PROVIDER_KEY: KEY,
      NODE_ENV: 'production',
      TOKEN_SECRET: 'x'.repeat(40),
      ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    });
    expect(sandboxParts(config).join('\n')).not.toMatch(/game provider/);
    expect(sandboxParts(loadConfig({})).join('\n')).toMatch(/GAME_PROVIDER_ADAPTER=sandbox/);
  });
});
