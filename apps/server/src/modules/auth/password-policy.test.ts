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

  it.each(['demo1234', 'secret-pass-1', 'e2e-pass-123', 'new-pass-456', 'ab', '08123456789x', 'รหัสผ่านของฉัน'])(
    'accepts %j',
    (password) => expect(passwordWeakness(password, { phone: '0812345678' })).toBeUndefined(),
  );
});
