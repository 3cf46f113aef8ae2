import { describe, expect, it } from 'vitest';
import { passwordWeakness } from './password-policy.ts';

describe('passwordWeakness', () => {
  it.each([
    '12345678',
    'password',
    'Password1',
    'qwerty123',
    'iloveyou',
    '1qaz2wsx',
    'baseball',
    ' sunshine ',
  ])('refuses %j: in the common-password list (case and surrounding spaces ignored)', (password) =>
    expect(passwordWeakness(password, {})).toBe('common'),
  );

  it.each([
    'Qwerty123!',
    'Passw0rd!',
    'P@ssw0rd',
    'qwerty2024',
    'demo1234',
    '!!Sunshine2025',
    'hell0',
    'm1ll10n',
    '1ll1n01s',
    'Adm1n!',
    'ｐａｓｓｗｏｒｄ',
    '12345678!',
  ])('refuses %j: a common password in disguise (case, digits and symbols around, look-alikes)', (password) =>
    expect(passwordWeakness(password, {})).toBe('common'),
  );

  it('undoes the disguises in a few microseconds, however long the password', () => {
    passwordWeakness('warm-up', {});
    const long = `${'P@ss-w0rd!'.repeat(12)}12345678`;
    const started = performance.now();
    for (let i = 0; i < 1000; i++) passwordWeakness(i % 2 ? long : `Qwerty${i}!`, {});
    // 1,000 checks; a registration does one. Generous for a slow CI runner.
    expect(performance.now() - started).toBeLessThan(250);
  });

  it.each(['aaaaaaaa', '        ', '00000000', '\t\t\t\t\t\t\t\t', 'ไไไไไไไไ', '😀😀😀😀'])(
    'refuses %j: one character repeated, or only white space',
    (password) => expect(passwordWeakness(password, {})).toBe('repeated'),
  );

  it('refuses only white space of mixed kinds', () => {
    expect(passwordWeakness(' \t \u3000 \n  ', {})).toBe('repeated');
  });

  it.each([
    ['0812345678', '0812345678'],
    ['0812345678', '812345678'],
    ['0812345678', '66812345678'],
    ['0812345678', '+66 81 234 5678'],
    ['0812345678', '081-234-5678'],
    ['02012345678', '02012345678'],
    ['02012345678', '2012345678'],
    ['02012345678', '8562012345678'],
  ])("refuses the member's own phone %s written as %j", (phone, password) => {
    expect(passwordWeakness(password, { phone })).toBe('phone');
  });

  it.each([
    'secret-pass-1',
    'e2e-pass-123',
    'new-pass-456',
    'correct-horse-battery-9',
    'ab',
    '08123456789x',
    'รหัสผ่านของฉัน',
    // Random, as a password manager makes them.
    'vT7#qL2m!xR9',
    'k3Jq-8wZp-Lm4e',
    'Zq9$wX4!pL7@',
  ])('accepts %j', (password) => expect(passwordWeakness(password, { phone: '0812345678' })).toBeUndefined());
});
