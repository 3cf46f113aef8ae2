import { scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Hashes written before ADR 0033: `scrypt$N$r$p$salt$key` (base64, 32-byte key, NFKC password).
 * Only verified, never written: a member's next successful login replaces the hash with argon2id.
 */
export function isScryptHash(stored: string): boolean {
  return stored.startsWith('scrypt$');
}

export async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, key] = stored.split('$');
  if (!n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const params = { N: +n, r: +r, p: +p };
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  // node:crypto's async scrypt runs on the libuv pool, off the event loop.
  const actual = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, options, (error, k) =>
      error ? reject(error) : resolve(k),
    ),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
