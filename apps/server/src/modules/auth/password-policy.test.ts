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

  it('undoes the disguises in time that grows with the password, not past it', () => {
    // A ratio in one process, not a wall-clock budget: a loaded machine slows both sides alike,
    // while a rule that backtracks or tries every reading would blow the long side up.
    const long = `${'P@ss-w0rd!'.repeat(12)}12345678`;
    const cost = (password: (i: number) => string) => {
      const started = performance.now();
      for (let i = 0; i < 300; i++) passwordWeakness(password(i), {});
      return performance.now() - started;
    };
    cost((i) => `warm-up${i}`);
    const short = cost((i) => `Qwerty${i}!`);
    const longer = cost(() => long);
    // 128 characters against 8: linear work is about 16 times; allow noise on top.
    expect(longer / short).toBeLessThan(80);
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

  const member = {
    phone: '0812345678',
    names: ['Somchai Jaidee', 'MR SOMCHAI JAIDEE', 'Lucky Wallet', 'luckywallet'],
    numbers: ['0123456789'],
  };

  it.each([
    'Somchai1234',
    'S0mchai2024',
    'somchai.jaidee',
    'JaideeSomchai!',
    'SomchaiPassword1',
    'LuckyWallet99',
    '08123456789x',
    'Somchai0812345678',
    'Jaidee0123456789',
  ])("refuses %j: built from the member's name, phone, bank account or the site's name", (password) =>
    expect(passwordWeakness(password, member)).toBe('personal'),
  );

  it.each([
    '12345678Aa',
    'Aa112233',
    'Sawasdee123',
    'Chiangmai1',
    'Udonthani2024!',
    'rakchan99',
    'Krungthep@123',
    'KHONKAEN1234',
    'Vientiane25',
    'xy19840825',
    'Ab121212',
  ])(
    'refuses %j: common Thai and Lao words and places, or a keyboard pattern, with a simple number',
    (password) => expect(passwordWeakness(password, member)).toBe('predictable'),
  );

  it("the name is the member's own: another member may use it", () => {
    expect(passwordWeakness('Wanida1234', { names: ['Wanida Sukjai'] })).toBe('personal');
    expect(passwordWeakness('Wanida1234', member)).toBeUndefined();
  });

  it.each([
    'secret-pass-1',
    'e2e-pass-123',
    'new-pass-456',
    'correct-horse-battery-9',
    'ab',
    'รหัสผ่านของฉัน',
    // Random, as a password manager makes them.
    'vT7#qL2m!xR9',
    'k3Jq-8wZp-Lm4e',
    'Zq9$wX4!pL7@',
    // A known word with enough of the password's own beside it.
    'Somchai8271946350',
    'lotus-bangkok-harbour',
    'Xq8271946350',
  ])('accepts %j', (password) => expect(passwordWeakness(password, member)).toBeUndefined());
});
