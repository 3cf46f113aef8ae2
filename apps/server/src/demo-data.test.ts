import { describe, expect, it } from 'vitest';
import { demoFinanceOperators, demoMember, demoOperator } from './demo-data.ts';
import { needsRehash, verifyPassword } from './modules/auth/password.ts';
import { passwordWeakness } from './modules/auth/password-policy.ts';

// The demo accounts' hashes are made once, not at each sandbox start (ADR 0209): a new password
// or new argon2 parameters (ADR 0071) must come with new hashes, made with hashPassword.
describe('the demo accounts’ ready hashes', () => {
  for (const account of [demoMember, demoOperator, ...demoFinanceOperators]) {
    it(`${account.username}: its password's hash, with today's parameters`, async () => {
      expect(needsRehash(account.passwordHash)).toBe(false);
      expect(await verifyPassword(account.password, account.passwordHash)).toBe(true);
      expect(await verifyPassword(`${account.password}x`, account.passwordHash)).toBe(false);
    });
  }
});

// OperatorAccounts.create checks a password where it hashes it; the seed gives the demo operators'
// hashes ready, so the policy is held here (ADR 0220). (The demo member's is the spec's demo login,
// written by the seed, not registered.)
describe('the demo operators’ passwords', () => {
  for (const operator of [demoOperator, ...demoFinanceOperators]) {
    it(`${operator.username}: passes the operators' password policy`, () => {
      expect(passwordWeakness(operator.password, {})).toBeUndefined();
    });
  }
  it('is the check that refuses a common password', () => {
    expect(passwordWeakness('password123', {})).toBe('common');
  });
});
