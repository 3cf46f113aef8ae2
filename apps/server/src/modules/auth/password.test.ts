import { describe, expect, it } from 'vitest';
import { hash, verify } from '@node-rs/argon2';
import { OLD_SCRYPT_HASH, OLD_SCRYPT_PASSWORD } from '../../../test/old-hash.ts';
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from './password.ts';

const TODAY = '$argon2id$v=19$m=12288,t=3,p=1$';

describe('password hashing (ADR 0033)', () => {
  it('hashes with argon2id at 12 MiB, t=3, p=1 (ADR 0071) and checks the password', async () => {
    const stored = await hashPassword('Correct-horse-7');
    expect(stored.startsWith(TODAY)).toBe(true);
    expect(await verifyPassword('Correct-horse-7', stored)).toBe(true);
    expect(await verifyPassword('Correct-horse-8', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('still accepts a hash written by the old scrypt code, and marks it for rehashing', async () => {
    expect(await verifyPassword(OLD_SCRYPT_PASSWORD, OLD_SCRYPT_HASH)).toBe(true);
    expect(await verifyPassword(`${OLD_SCRYPT_PASSWORD}x`, OLD_SCRYPT_HASH)).toBe(false);
    expect(needsRehash(OLD_SCRYPT_HASH)).toBe(true);
  });

  it('still accepts a hash of the earlier 19 MiB, t=2 parameters (ADR 0033), and marks it for rehashing', async () => {
    const earlier = await hash('Correct-horse-7', { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(earlier.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(await verifyPassword('Correct-horse-7', earlier)).toBe(true);
    expect(await verifyPassword('Correct-horse-8', earlier)).toBe(false);
    expect(needsRehash(earlier)).toBe(true);
  });

  it('marks an argon2id hash of weaker parameters for rehashing', async () => {
    const weaker = await hash('Correct-horse-7', { memoryCost: 4096, timeCost: 1, parallelism: 1 });
    expect(await verifyPassword('Correct-horse-7', weaker)).toBe(true);
    expect(needsRehash(weaker)).toBe(true);
  });

  it('treats a damaged or foreign stored hash as a wrong password', async () => {
    expect(await verifyPassword('x', `${TODAY}not-base64$`)).toBe(false);
    expect(await verifyPassword('x', '$2b$10$bcryptlookingvalue')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });

  it('checks unknown phones against a dummy of the same algorithm and parameters as real hashes', async () => {
    const real = await hashPassword('anything-at-all');
    const params = (stored: string) => stored.split('$').slice(0, 4).join('$');
    expect(params(DUMMY_HASH)).toBe(params(real));
    expect(needsRehash(DUMMY_HASH)).toBe(false);
    // A well-formed hash: checking it runs the whole KDF (a damaged one would be refused at once).
    await expect(verify(DUMMY_HASH, 'anything-at-all')).resolves.toBe(false);
  });
});
