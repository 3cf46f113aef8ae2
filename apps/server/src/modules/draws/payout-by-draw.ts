import type { BalanceEvents, Ledger, MovementKind } from '../wallet/index.ts';
import type { DrawPurpose, Draws } from './service.ts';

/** What a draw-decided payout needs: whose balance, the odds, and how it shows on the statement. */
export interface DrawnPayout {
  memberId: number;
  /** The member account whose whole balance the draw decides. */
  source: 'invite' | 'refund';
  kind: MovementKind;
  purpose: DrawPurpose;
  /** Percent (or any weights) of winning and losing. */
  odds: { success: number; fail: number };
  /** The statement's from place (INVITE, REFUND) and the detail key it carries. */
  place: string;
  detail: 'invite' | 'refund';
  /** The request's operation key: a retry after a crash finds its movement instead of drawing again. */
  opKey: string | undefined;
}

export interface DrawnResult {
  outcome: 'success' | 'fail';
  /** Satang moved (to the wallet on success, to the house on a fail). */
  amount: number;
  reference: string;
  drawId: number;
}

class OpKeyTaken extends Error {}

/**
 * Moves the member's whole invite or refund balance by a provably fair draw, in one transaction:
 * the member's draw lock, the balance (locked), the draw, the movement with its journal (wallet
 * on success, the house's forfeits on a fail) and the draw's record. Undefined when the balance
 * is empty. Parallel requests queue on the draw lock: the first moves the money, the others find
 * nothing left.
 */
export async function payOutByDraw(
  ledger: Ledger,
  draws: Draws,
  events: BalanceEvents,
  payout: DrawnPayout,
): Promise<DrawnResult | undefined> {
  const earlier = payout.opKey ? await earlierResult(ledger, draws, payout.opKey) : undefined;
  if (earlier) return earlier;
  const source = await ledger.memberAccount(payout.memberId, payout.source);
  const wallet = await ledger.memberAccount(payout.memberId, 'wallet');
  const forfeits = await ledger.houseAccountFor('draw_forfeits', payout.memberId);
  try {
    const result = await ledger.inTransaction(async (books) => {
      const seed = await draws.lock(books.db, payout.memberId);
      const amount = await books.lockedBalance(source);
      if (amount <= 0) return undefined;
      const weights = [
        { outcome: 'success', weight: payout.odds.success },
        { outcome: 'fail', weight: payout.odds.fail },
      ];
      const ticket = await draws.draw(books.db, payout.memberId, seed, payout.purpose, weights);
      const won = ticket.outcome === 'success';
      const posted = await books.open(
        {
          memberId: payout.memberId,
          statementType: 'bonus',
          kind: payout.kind,
          fromPlace: payout.place,
          toPlace: won ? 'WALLET' : 'HOUSE',
          provider: null,
          amount,
          opKey: payout.opKey ?? null,
        },
        won ? 'SUCCESS' : 'FAILED',
        `${payout.kind}_${won ? 'paid' : 'forfeit'}`,
        [
          { account: source, amount: -amount },
          { account: won ? wallet : forfeits, amount },
        ],
      );
      if (!posted) throw new OpKeyTaken();
      const drawId = await ticket.record(posted.movement.id);
      await books.describe(posted.movement.id, {
        [payout.detail]: {
          description: `draw ${drawId}: ${ticket.outcome} (nonce ${ticket.nonce})`,
          draw: { id: drawId, won },
        },
      });
      return {
        outcome: ticket.outcome as DrawnResult['outcome'],
        amount,
        reference: posted.movement.reference,
        drawId,
      };
    });
    if (result) events.changed(payout.memberId);
    return result;
  } catch (error) {
    // Another run with this op key drew first (a retry racing its original): answer with its draw.
    if (error instanceof OpKeyTaken) return (await earlierResult(ledger, draws, payout.opKey!))!;
    throw error;
  }
}

async function earlierResult(ledger: Ledger, draws: Draws, opKey: string): Promise<DrawnResult | undefined> {
  const movement = await ledger.movementByOpKey(opKey);
  if (!movement) return undefined;
  const draw = await draws.byMovement(movement.id);
  if (!draw) return undefined;
  return {
    outcome: movement.status === 'SUCCESS' ? 'success' : 'fail',
    amount: movement.amount,
    reference: movement.reference,
    drawId: draw.id,
  };
}
