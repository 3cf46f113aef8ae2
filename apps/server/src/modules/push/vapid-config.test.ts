import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadConfig } from '../../config.ts';

const keys = webpush.generateVAPIDKeys();

describe('VAPID keys from the environment (ADR 0156)', () => {
  it('none: no keys (the sandbox makes its own, production has push off)', () => {
    expect(loadConfig({}).vapid).toBeUndefined();
  });

  it('both keys, with the contact or a default one', () => {
    expect(
      loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }).vapid,
    ).toEqual({
      ...keys,
      subject: 'mailto:push@wallet.invalid',
    });
    expect(
      loadConfig({
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
        VAPID_SUBJECT: 'https://example.com',
      }).vapid?.subject,
    ).toBe('https://example.com');
  });

  it('the private key from a file (a mounted secret), trailing newline and all', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'vapid-'));
    try {
      const file = path.join(folder, 'private');
      writeFileSync(file, `${keys.privateKey}\n`);
      expect(
        loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY_FILE: file }).vapid?.privateKey,
      ).toBe(keys.privateKey);
      // The file's content is checked as the variable's would be, and named as that variable.
      writeFileSync(file, 'not a key');
      expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY_FILE: file })).toThrow(
        /Invalid environment: VAPID_PRIVATE_KEY/,
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses half a pair, both private key sources, a key that is not one, and a contact that is not one', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/VAPID/);
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(/VAPID/);
    expect(() =>
      loadConfig({
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
        VAPID_PRIVATE_KEY_FILE: '/x',
      }),
    ).toThrow(/not both/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
    expect(() =>
      loadConfig({
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
        VAPID_SUBJECT: 'ops',
      }),
    ).toThrow(/VAPID_SUBJECT/);
  });
});
