import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../../db/transaction.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import { MONEY_TEST_ENV, expectBooksBalanced, fundedPlayer, walletOf } from '../../../../test/money.ts';
import { SITE_KBANK_AUTO, bankDeposits, registeredAccount } from '../../../../test/kits/bank-feed.ts';
import { BankTransfers } from './bank-transfers.ts';
import { SlipClaims } from './slip-claims.ts';
import type { Sighting } from './transfer-rows.ts';

const t = useTestApp({ ...MONEY_TEST_ENV, RECOVERY_AGE_MS: '0' }, { checkBooks: true });

/** The app's own transfers over its pool: the same steps a request runs, stopped where a kill -9 stops them. */
const transfersOf = () => new BankTransfers(t.database.pool, t.ledger, t.events);

async function sightingFrom(
  player: Awaited<ReturnType<typeof fundedPlayer>>,
  amount: number,
): Promise<Sighting> {
  const account = await registeredAccount(t, player);
  return {
    source: 'push',
    bankCode: 'KBANK',
    accountNo: SITE_KBANK_AUTO,
    amount,
    bankTime: new Date(),
    reference: `REC${Math.random().toString(36).slice(2, 12).toUpperCase()}`,
    sender: { bankCode: account.bankCode, account: account.accountNo, name: null },
  };
}

async function transferOf(reference: string) {
  const { rows } = await t.database.pool.query<{ outcome: string; movementId: number | null }>(
    `SELECT outcome, movement_id::int AS "movementId" FROM bank_transfers WHERE reference = $1`,
    [reference],
  );
  return rows[0]!;
}

describe('recovery: a bank transfer decided CREDITED whose credit a crash interrupted (ADR 0077)', () => {
  it('is credited once by the job; a second run and a late re-delivery credit nothing', async () => {
    const player = await fundedPlayer(t, 0);
    const sighting = await sightingFrom(player, 31_250);
    // Step 1 committed, then the process died before step 2 (the credit).
    await inTransaction(t.database.pool, (tx) => transfersOf().decide(tx, sighting));
    expect(await transferOf(sighting.reference!)).toEqual({ outcome: 'CREDITED', movementId: null });
    expect((await walletOf(t.app, player)).wallet).toBe(0);

    expect(await t.jobs.runTask('bankTransfers')).toBe(1);
    expect((await walletOf(t.app, player)).wallet).toBe(312.5);
    expect((await transferOf(sighting.reference!)).movementId).not.toBeNull();

    expect(await t.jobs.runTask('bankTransfers')).toBe(0);
    await transfersOf().sight({ ...sighting, source: 'notification', reference: null });
    expect((await walletOf(t.app, player)).wallet).toBe(312.5);
    expect(await bankDeposits(t, player)).toEqual([
      { amount: 31_250, fromPlace: 'BANK:KBANK', status: 'SUCCESS', kind: 'deposit' },
    ]);
    await expectBooksBalanced(t);
  });

  it('credited but the movement not noted (killed after the ledger commit): noted, not credited again', async () => {
    const player = await fundedPlayer(t, 0);
    const sighting = await sightingFrom(player, 4_400);
    await transfersOf().sight(sighting);
    await t.database.pool.query(`UPDATE bank_transfers SET movement_id = NULL WHERE reference = $1`, [
      sighting.reference,
    ]);
    expect(await t.jobs.runTask('bankTransfers')).toBe(1);
    expect((await walletOf(t.app, player)).wallet).toBe(44);
    expect((await bankDeposits(t, player)).length).toBe(1);
    expect((await transferOf(sighting.reference!)).movementId).not.toBeNull();
  });

  it("a slip that claimed the transfer and died before crediting: credited on the slip's key, its slip settled", async () => {
    const player = await fundedPlayer(t, 0);
    const transRef = `SLIPREC${Date.now()}`;
    const { rows } = await t.database.pool.query<{ id: number }>(
      `INSERT INTO slips (reference, member_id, sending_bank, trans_ref, status, note, file_key)
       VALUES ($1, $2, '004', $3, 'PENDING', NULL, 'none') RETURNING id::int`,
      [`R${transRef}`, player.memberId, transRef],
    );
    const opKey = `slip:004:${transRef}`;
    const claim = await new SlipClaims(t.database.pool, transfersOf()).claimForSlip(
      {
        bankCode: 'KBANK',
        accountNo: SITE_KBANK_AUTO,
        amount: 7_000,
        bankTime: new Date(),
        sender: { bankCode: 'KBANK', account: null, name: null },
      },
      player.memberId,
      opKey,
    );
    expect(claim).toEqual({ kind: 'credit' });

    expect(await t.jobs.runTask('bankTransfers')).toBe(1);
    expect((await walletOf(t.app, player)).wallet).toBe(70);
    expect(await bankDeposits(t, player)).toEqual([
      { amount: 7_000, fromPlace: 'SLIP:KBANK', status: 'SUCCESS', kind: 'deposit' },
    ]);
    const { rows: slip } = await t.database.pool.query(
      `SELECT status, amount::int AS amount, movement_id IS NOT NULL AS credited FROM slips WHERE id = $1`,
      [rows[0]!.id],
    );
    expect(slip[0]).toEqual({ status: 'SUCCESS', amount: 7_000, credited: true });
    await expectBooksBalanced(t);
  });

  it('leaves a transfer younger than the recovery age to the request still finishing it', async () => {
    const player = await fundedPlayer(t, 0);
    const sighting = await sightingFrom(player, 1_000);
    await inTransaction(t.database.pool, (tx) => transfersOf().decide(tx, sighting));
    expect(await transfersOf().recoverUncredited(60_000)).toBe(0);
    expect((await walletOf(t.app, player)).wallet).toBe(0);
    expect(await t.jobs.runTask('bankTransfers')).toBe(1);
  });
});
