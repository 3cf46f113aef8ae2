import type { Tx } from '../../../db/queryable.ts';
import { bankOfInterbankCode } from '../../../adapters/slip-verifier/bank-codes.ts';
import type { LedgerTx } from '../../wallet/index.ts';
import type { ClaimEffects, SlipClaims, SlipSighting } from '../bank-feed/slip-claims.ts';

/** What an approval needs of the bank transfers: the slip's claim in its transaction (ADR 0181). */
export type ReviewTransferClaims = Pick<SlipClaims, 'claimForReview' | 'creditedBy' | 'announce'>;

type Legs = { account: { id: number; materialised: boolean }; amount: number }[];

/**
 * Why an approved slip credited nothing: `taken`, the bank feed credited the very transfer the
 * slip shows (its id, to note on the closed slip); `maybe`, the slip cannot be told from a
 * transfer already decided (a source that shows no sender), so it is not credited by guess.
 */
export class SlipTransferTaken extends Error {
  constructor(readonly why: { kind: 'taken'; transferId: number | null } | { kind: 'maybe' }) {
    super('slip transfer taken');
  }
}

/**
 * An approved slip credited once over every path (ADR 0181). A slip whose verified transfer was
 * kept claims it from the bank feed first, under the lock every feed path takes, so an operator
 * in the feed's queue and one in the deposit reviews cannot both credit one transfer; the
 * credit is on the verifier's natural key, so a late "verified" answer credits once too. A slip
 * never verified carries no transfer and credits on its key alone. Throws SlipTransferTaken (the
 * caller rolls back the approval) when the transfer is someone else's.
 */
export async function creditReviewedSlip(
  tx: Tx,
  book: LedgerTx,
  claims: ReviewTransferClaims,
  slipId: number,
  amount: number,
  legs: Legs,
  effects: ClaimEffects,
): Promise<void> {
  const { rows } = await tx.query<{
    memberId: string;
    sendingBank: string | null;
    transRef: string | null;
    sighting: (Omit<SlipSighting, 'bankTime'> & { bankTime: string }) | null;
  }>(
    `SELECT member_id AS "memberId", sending_bank AS "sendingBank", trans_ref AS "transRef",
       transfer_sighting AS sighting FROM slips WHERE id = $1`,
    [slipId],
  );
  const slip = rows[0]!;
  const memberId = Number(slip.memberId);
  const opKey =
    slip.sendingBank && slip.transRef ? `slip:${slip.sendingBank}:${slip.transRef}` : `slip-review:${slipId}`;
  // The operator credits the amount they approved; the transfer is the one the slip showed.
  const sighting = slip.sighting && { ...slip.sighting, bankTime: new Date(slip.sighting.bankTime) };
  if (sighting) {
    const claim = await claims.claimForReview(tx, sighting, memberId, opKey, effects);
    if (!('kind' in claim)) throw new SlipTransferTaken({ kind: 'taken', transferId: claim.id });
    if (claim.kind === 'review')
      throw new SlipTransferTaken(
        claim.why === 'ambiguous'
          ? { kind: 'maybe' }
          : { kind: 'taken', transferId: claim.transferId ?? null },
      );
  }
  const bank = slip.sendingBank ? (bankOfInterbankCode(slip.sendingBank) ?? slip.sendingBank) : 'BANK';
  const posted = await book.open(
    {
      memberId,
      statementType: 'deposit',
      kind: 'deposit',
      fromPlace: `SLIP:${bank}`,
      toPlace: 'WALLET',
      provider: null,
      amount,
      opKey,
    },
    'SUCCESS',
    'deposit',
    legs,
  );
  const movementId =
    posted?.movement.id ??
    Number(
      (await tx.query<{ id: string }>('SELECT id FROM movements WHERE op_key = $1', [opKey])).rows[0]!.id,
    );
  if (sighting) await claims.creditedBy(tx, opKey, movementId);
  await tx.query(
    `UPDATE slips SET status = 'SUCCESS', note = NULL, amount = $2, movement_id = $3, updated_at = now() WHERE id = $1`,
    [slipId, amount, movementId],
  );
}
