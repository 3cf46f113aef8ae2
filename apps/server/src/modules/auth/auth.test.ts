import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accountApi, authApi } from '@wallet/contract';
import { members, sessions } from '../../db/schema.ts';
import { createTestApp, TEST_SECRET } from '../../../test/harness.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { bearer, loginToken, registerMember } from '../../../test/members.ts';
import { signToken, verifyToken } from './token.ts';
import { call } from '../../../test/call.ts';
import { OLD_SCRYPT_HASH, OLD_SCRYPT_PASSWORD } from '../../../test/old-hash.ts';

const LIFTED_LIMITS = { OTP_SENDS_PER_IP: '1000', LOGIN_LIMIT_PER_IP: '1000', PHONE_CHECKS_PER_IP: '1000' };
const t = useTestApp(LIFTED_LIMITS);

const login = (username: string, password: string, isRemember?: boolean) =>
  call(t.app, authApi.login, { body: { username, password, isRemember } });
const profileWith = (token: string) => call(t.app, accountApi.profile, { headers: bearer(token) });

describe('POST /api/login', () => {
  it('gives a signed token whose session-only lifetime is shorter than a remembered one', async () => {
    const member = await registerMember(t.app, t.sms);
    const short = (await login(member.username, member.password, false)).json();
    const long = (await login(member.username, member.password, true)).json();
    const shortClaims = verifyToken(short.token, TEST_SECRET);
    const longClaims = verifyToken(long.token, TEST_SECRET);
    expect(shortClaims.ok && longClaims.ok).toBe(true);
    if (!shortClaims.ok || !longClaims.ok) return;
    expect(longClaims.claims.exp - shortClaims.claims.exp).toBeGreaterThan(7 * 86_400);
    expect(Buffer.from(shortClaims.claims.sid, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect((await profileWith(short.token)).json().username).toBe(member.username);
  });

  it('answers an unknown phone and a wrong password alike (WRONG_CREDENTIAL)', async () => {
    const member = await registerMember(t.app, t.sms);
    const wrongPassword = await login(member.username, 'not-the-password');
    const unknownPhone = await login('0999999999', member.password);
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: 'WRONG_CREDENTIAL' });
    expect(unknownPhone.statusCode).toBe(401);
    expect(unknownPhone.json()).toEqual({ message: 'WRONG_CREDENTIAL' });
  });

  it('refuses an inactive member only after a correct password (INACTIVE_USER)', async () => {
    const member = await registerMember(t.app, t.sms);
    await t.database.db
      .update(members)
      .set({ status: 'inactive' })
      .where(eq(members.username, member.username));
    expect((await login(member.username, 'wrong-password')).json()).toEqual({ message: 'WRONG_CREDENTIAL' });
    const response = await login(member.username, member.password);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'INACTIVE_USER' });
  });

  it('locks a phone after five failures in 15 minutes, even for the right password', async () => {
    const member = await registerMember(t.app, t.sms);
    for (let i = 0; i < 5; i += 1) await login(member.username, 'wrong-password');
    const locked = await login(member.username, member.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: 'REQUEST_LIMIT' });
  });

  it('does not count a successful login as a failure', async () => {
    const member = await registerMember(t.app, t.sms);
    for (let i = 0; i < 4; i += 1)
      expect((await login(member.username, 'wrong-password')).json()).toEqual({
        message: 'WRONG_CREDENTIAL',
      });
    for (let i = 0; i < 3; i += 1)
      expect((await login(member.username, member.password)).statusCode).toBe(200);
    // The fifth failure is still verified; only then the phone waits.
    expect((await login(member.username, 'wrong-password')).json()).toEqual({ message: 'WRONG_CREDENTIAL' });
    expect((await login(member.username, member.password)).json()).toEqual({ message: 'REQUEST_LIMIT' });
  });

  it('verifies at most five guesses for a phone however many arrive at once', async () => {
    const member = await registerMember(t.app, t.sms);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(member.username, `wrong-password-${i}`)),
    );
    const codes = answers.map((answer) => (answer.json() as { message: string }).message);
    expect(codes.filter((code) => code === 'WRONG_CREDENTIAL')).toHaveLength(5);
    expect(codes.filter((code) => code === 'REQUEST_LIMIT')).toHaveLength(15);
  });

  it('limits attempts per client address', async () => {
    const strict = await createTestApp({ LOGIN_LIMIT_PER_IP: '3' });
    try {
      const attempt = () =>
        call(strict.app, authApi.login, { body: { username: '0800000000', password: 'x' } });
      for (let i = 0; i < 3; i += 1)
        expect((await attempt()).json()).toEqual({ message: 'WRONG_CREDENTIAL' });
      expect((await attempt()).json()).toEqual({ message: 'REQUEST_LIMIT' });
    } finally {
      await strict.close();
    }
  });
});

describe('password hashes at login (ADR 0033)', () => {
  const storedHash = async (username: string) =>
    (
      await t.database.db
        .select({ passwordHash: members.passwordHash })
        .from(members)
        .where(eq(members.username, username))
    )[0]!.passwordHash;
  const giveOldHash = (username: string) =>
    t.database.db
      .update(members)
      .set({ passwordHash: OLD_SCRYPT_HASH })
      .where(eq(members.username, username));

  it('rehashes an old scrypt hash with argon2id at the next successful login', async () => {
    const member = await registerMember(t.app, t.sms);
    await giveOldHash(member.username);
    expect((await login(member.username, 'not-the-password')).statusCode).toBe(401);
    expect(await storedHash(member.username)).toBe(OLD_SCRYPT_HASH);

    expect((await login(member.username, OLD_SCRYPT_PASSWORD)).statusCode).toBe(200);
    expect(await storedHash(member.username)).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);
    expect((await login(member.username, OLD_SCRYPT_PASSWORD)).statusCode).toBe(200);
  });

  it('rehashes a hash of the earlier argon2id parameters (19 MiB, t=2) at the next login (ADR 0071)', async () => {
    const member = await registerMember(t.app, t.sms);
    const earlier = await hash(member.password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    await t.database.db
      .update(members)
      .set({ passwordHash: earlier })
      .where(eq(members.username, member.username));
    expect((await login(member.username, member.password)).statusCode).toBe(200);
    expect(await storedHash(member.username)).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);
    expect((await login(member.username, member.password)).statusCode).toBe(200);
  });

  it('keeps the login when the new hash cannot be stored', async () => {
    const member = await registerMember(t.app, t.sms);
    await giveOldHash(member.username);
    const pool = t.database.db.$client;
    await pool.query(`CREATE FUNCTION refuse_rehash() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'rehash refused'; END $$`);
    await pool.query(`CREATE TRIGGER refuse_rehash BEFORE UPDATE OF password_hash ON members
      FOR EACH ROW EXECUTE FUNCTION refuse_rehash()`);
    try {
      expect((await login(member.username, OLD_SCRYPT_PASSWORD)).statusCode).toBe(200);
      expect(await storedHash(member.username)).toBe(OLD_SCRYPT_HASH);
    } finally {
      await pool.query('DROP TRIGGER refuse_rehash ON members; DROP FUNCTION refuse_rehash()');
    }
  });

  it('costs an unknown phone as long as a wrong password', async () => {
    const registered = [await registerMember(t.app, t.sms), await registerMember(t.app, t.sms)];
    const timed = async (username: string) => {
      const started = performance.now();
      const response = await login(username, 'not-the-password');
      expect(response.json()).toEqual({ message: 'WRONG_CREDENTIAL' });
      return performance.now() - started;
    };
    const wrong: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so a busy moment of the machine falls on both sides; 4 per phone stays under its limit.
    for (let i = 0; i < 8; i += 1) {
      wrong.push(await timed(registered[i % 2]!.username));
      unknown.push(await timed(`09${String(70_000_000 + i)}`));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
    // The old scrypt dummy beside argon2id hashes was ~40x apart; the same KDF is within noise.
    const ratio = median(unknown) / median(wrong);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('answers REQUEST_LIMIT at once past KDF_QUEUE_MAX and logs the others in', async () => {
    const small = await createTestApp({ KDF_QUEUE_MAX: '2', ...LIFTED_LIMITS });
    try {
      const member = await registerMember(small.app, small.sms);
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 8 }, async () => {
          const response = await call(small.app, authApi.login, {
            body: { username: member.username, password: member.password },
          });
          return { status: response.statusCode, body: response.json(), ms: performance.now() - started };
        }),
      );
      const ok = answers.filter((answer) => answer.status === 200);
      const limited = answers.filter((answer) => answer.status === 429);
      expect(ok.length + limited.length).toBe(8);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      expect(ok.length).toBeLessThanOrEqual(2);
      for (const answer of limited) expect(answer.body).toEqual({ message: 'REQUEST_LIMIT' });
      // Refused without waiting for the hashes in flight.
      const firstOk = Math.min(...ok.map((answer) => answer.ms));
      for (const answer of limited) expect(answer.ms).toBeLessThan(firstOk);
      // The refused ones took no failure slot of the phone, and the queue is free again.
      for (let i = 0; i < 5; i += 1)
        expect(
          (
            await call(small.app, authApi.login, {
              body: { username: member.username, password: member.password },
            })
          ).statusCode,
        ).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('tokens', () => {
  it('refuses a missing, forged or tampered token with UNAUTHORIZED', async () => {
    const member = await registerMember(t.app, t.sms);
    const token = await loginToken(t.app, member.username, member.password);
    expect((await call(t.app, accountApi.profile)).json()).toEqual({
      message: 'UNAUTHORIZED',
    });
    const [header, , signature] = token.split('.');
    const claims = verifyToken(token, TEST_SECRET);
    if (!claims.ok) throw new Error('token should verify');
    const otherMember = { ...claims.claims, sub: '1' };
    const tampered = `${header}.${Buffer.from(JSON.stringify(otherMember)).toString('base64url')}.${signature}`;
    const forged = signToken(claims.claims, 'another-secret-another-secret-another');
    // The same signature bytes spelt otherwise: the last character's unused bits, padding (issue 22).
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelt = `${token.slice(0, -1)}${alphabet[alphabet.indexOf(token.at(-1)!) ^ 1]}`;
    for (const bad of [tampered, forged, 'garbage', `${token}x`, respelt, `${token}=`]) {
      const response = await profileWith(bad);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'UNAUTHORIZED' });
    }
  });

  it('refuses an expired token with EXPIRED_AUTH_TOKEN', async () => {
    const member = await registerMember(t.app, t.sms);
    const token = await loginToken(t.app, member.username, member.password);
    const claims = verifyToken(token, TEST_SECRET);
    if (!claims.ok) throw new Error('token should verify');
    const past = Math.floor(Date.now() / 1000) - 10;
    const expired = signToken({ ...claims.claims, exp: past }, TEST_SECRET);
    expect((await profileWith(expired)).json()).toEqual({ message: 'EXPIRED_AUTH_TOKEN' });
  });

  it('tells a token of a locked member INACTIVE_USER (issue 10: the spec code, everywhere)', async () => {
    const member = await registerMember(t.app, t.sms);
    const token = await loginToken(t.app, member.username, member.password);
    await t.database.db
      .update(members)
      .set({ status: 'inactive' })
      .where(eq(members.username, member.username));
    expect((await profileWith(token)).json()).toEqual({ message: 'INACTIVE_USER' });
  });

  it('revokes the session on the server at logout', async () => {
    const member = await registerMember(t.app, t.sms);
    const token = await loginToken(t.app, member.username, member.password);
    const other = await loginToken(t.app, member.username, member.password);
    const out = await call(t.app, authApi.logout, { headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    expect((await profileWith(token)).json()).toEqual({ message: 'UNAUTHORIZED' });
    expect((await profileWith(other)).statusCode).toBe(200);
    const revoked = await t.database.db.execute(
      sql`select count(*)::int as n from sessions where revoked_at is not null`,
    );
    expect(revoked.rows[0]!.n).toBeGreaterThanOrEqual(1);
  });

  it('keeps no usable secret in the sessions table', async () => {
    const member = await registerMember(t.app, t.sms);
    const token = await loginToken(t.app, member.username, member.password);
    const rows = await t.database.db.select().from(sessions);
    expect(JSON.stringify(rows)).not.toContain(token.split('.')[2]);
  });
});
