import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chainOf, type GrantLink } from './approver-chain.ts';

const shell = (operatorId: number): GrantLink => ({
  operatorId,
  issuedBy: null,
  confirmedBy: null,
  credentials: true,
});
const made = (operatorId: number, issuedBy: number, confirmedBy: number | null = null): GrantLink => ({
  operatorId,
  issuedBy,
  confirmedBy,
  credentials: true,
});

describe('the approver chain (ADR 0129)', () => {
  it('operators the shell made are independent of each other', () => {
    expect(chainOf([shell(1), shell(2)]).independent(1, 2)).toBe(true);
  });

  it('an admin and what it made, and two things it made, are not independent', () => {
    const chain = chainOf([shell(1), made(2, 1), made(3, 1)]);
    expect(chain.independent(1, 2)).toBe(false);
    expect(chain.independent(2, 3)).toBe(false);
  });

  it('confirmed by an independent admin: independent of each other, never of the issuer', () => {
    const chain = chainOf([shell(1), shell(9), made(2, 1, 9), made(3, 1, 9)]);
    expect(chain.independent(2, 3)).toBe(true);
    expect(chain.independent(1, 2)).toBe(false);
    expect(chain.independent(9, 2)).toBe(true);
  });

  it('two admins of one person resetting each other do not leave the first one behind', () => {
    // 1 makes admins 3 and 4; 4 resets 3 and 3 resets 4, each confirmed by 1.
    const chain = chainOf([shell(1), made(3, 1), made(4, 1, 3), made(3, 4, 1), made(4, 3, 1)]);
    expect(chain.independent(1, 3)).toBe(false);
    expect(chain.independent(1, 4)).toBe(false);
    expect(chain.independent(3, 4)).toBe(false);
  });

  it('an operator one admin made alone, re-enrolled by it with an independent admin confirming, starts anew', () => {
    const before = [shell(1), shell(9), made(2, 1), made(5, 1, 9)];
    expect(chainOf(before).independent(2, 5)).toBe(false);
    const chain = chainOf([...before, made(2, 1, 9)]);
    expect(chain.independent(2, 5)).toBe(true);
    expect(chain.independent(1, 2)).toBe(false);
  });

  /**
   * One person holds a root admin (made by the shell) and makes accounts with the accounts they
   * hold, in any order, confirming with any of them: however the grants are arranged, no two of
   * that person's accounts are independent, so no two of them give a credit its second approval.
   * An honest admin made by the shell, who never acts, changes nothing.
   */
  it('any sequence of one person’s grants leaves every pair of their accounts dependent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(), fc.option(fc.nat(), { nil: null }), fc.boolean()), {
          minLength: 1,
          maxLength: 12,
        }),
        (steps) => {
          const ROOT = 1;
          const HONEST = 1000;
          const held = [ROOT];
          const grants: GrantLink[] = [shell(ROOT), shell(HONEST)];
          for (const [issuerPick, confirmerPick, reissue] of steps) {
            const issuer = held[issuerPick % held.length]!;
            const confirmer = confirmerPick === null ? null : held[confirmerPick % held.length]!;
            // A new account, or a reset/role on one already held.
            const target =
              reissue && held.length > 1 ? held[(issuerPick + 1) % held.length]! : held.length + 1;
            if (!held.includes(target)) held.push(target);
            grants.push(made(target, issuer, confirmer));
          }
          const chain = chainOf(grants);
          for (const a of held)
            for (const b of held) if (a !== b) expect(chain.independent(a, b)).toBe(false);
        },
      ),
    );
  });
});
