import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createHttpApp } from './http-app.ts';

/** TRUST_PROXY (ADR 0142): whose X-Forwarded-For gives the client's address, the limits' key. */
async function ipSeen(trustProxy: string | undefined, remoteAddress: string, forwardedFor?: string) {
  const app = await createHttpApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      TOKEN_SECRET: 'x'.repeat(32),
      WEB_DIST: '/nonexistent',
      ...(trustProxy !== undefined && { TRUST_PROXY: trustProxy }),
    }),
  );
  app.get('/ip', (request) => ({ ip: request.ip }));
  const answer = await app.inject({
    url: '/ip',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  await app.close();
  return (answer.json() as { ip: string }).ip;
}

describe('TRUST_PROXY', () => {
  it('unset: the connection is the client, whatever the header says', async () => {
    expect(await ipSeen(undefined, '203.0.113.9', '6.6.6.6')).toBe('203.0.113.9');
  });

  it("the proxy's address: the address the proxy saw, never one the client wrote before it", async () => {
    // The client forged 6.6.6.6; the proxy (10.0.0.5) appended the address it saw.
    expect(await ipSeen('10.0.0.5', '10.0.0.5', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipSeen('10.0.0.0/24,127.0.0.1', '10.0.0.9', '203.0.113.7')).toBe('203.0.113.7');
    // A client reaching the node around the proxy is itself, its header ignored.
    expect(await ipSeen('10.0.0.5', '203.0.113.9', '6.6.6.6')).toBe('203.0.113.9');
  });

  it('true: every hop is believed (only where nothing but the proxy reaches the node)', async () => {
    expect(await ipSeen('true', '10.0.0.5', '6.6.6.6, 203.0.113.7')).toBe('6.6.6.6');
  });

  it('refuses a value that is neither a flag nor addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});
