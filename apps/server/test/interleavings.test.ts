import { describe, it } from 'vitest';
import { useTestApp } from './fixture.ts';
import { MONEY_TEST_ENV } from './money.ts';
import { bonusActivationWithWithdrawal } from './interleavings/bonus-withdraw.ts';
import { claimAgainst } from './interleavings/claim-pairs.ts';
import { spinWithDepositCredit } from './interleavings/spin-deposit.ts';
import { transferWithWithdraw } from './interleavings/transfer-withdraw.ts';
import { timeFor } from './interleavings/seams.ts';
import { twoOperatorsDecideOneWithdrawal } from './interleavings/two-operators.ts';
import { twoAdminsDecideOneSettingChange } from './interleavings/two-admins.ts';

/*
 * Pairs of operations on one member, their awaited steps in orders a scheduler picks (ADR 0188):
 * the start of each operation and the answers of the outside systems the test wraps (the game
 * provider, the payout rail, the QR gateway) are released one at a time, against the real app on
 * its own PostgreSQL database. After each run: no balance below zero, money conserved to the
 * satang, each credit once, the ledger audit passes, and the two answers agree with each other.
 * A failure prints its seed (FC_SEED replays it) and the shrunk ordering; FC_RUNS widens the search.
 */

const t = useTestApp({ RECOVERY_AGE_MS: '0', ...MONEY_TEST_ENV }, { checkBooks: true });

describe('interleavings on one member', () => {
  it('a transfer into a game and a withdrawal', () => transferWithWithdraw(t, 16), timeFor(16));
  it('a bonus activation and a withdrawal', () => bonusActivationWithWithdrawal(t, 10), timeFor(10));
  it('two spins and a QR deposit that earns a coin', () => spinWithDepositCredit(t, 10), timeFor(10));
  it('an invite claim and a withdrawal', () => claimAgainst(t, 'invite', 'withdraw', 8), timeFor(8));
  it(
    'an invite claim and a transfer into a game',
    () => claimAgainst(t, 'invite', 'transfer', 8),
    timeFor(8),
  );
  it('a refund claim and a withdrawal', () => claimAgainst(t, 'refund', 'withdraw', 8), timeFor(8));
  it('a refund claim and a transfer into a game', () => claimAgainst(t, 'refund', 'transfer', 8), timeFor(8));
  it('two operators deciding one withdrawal', () => twoOperatorsDecideOneWithdrawal(t, 12), timeFor(12));
  it(
    'two admins deciding one waiting setting change',
    () => twoAdminsDecideOneSettingChange(t, 10),
    timeFor(10),
  );
});
