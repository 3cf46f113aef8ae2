import { describe, expect, it } from 'vitest';
import { demoFinanceOperators, demoMember, demoOperator } from './demo-data.ts';
import { needsRehash, verifyPassword } from './modules/auth/password.ts';

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
