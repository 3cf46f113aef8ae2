import type pg from 'pg';
import { toBaht, type InviteBonusReply } from '@wallet/contract';
import { fail } from '../../lib/app-error.ts';
import { payOutByDraw, type Draws } from '../draws/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { BalanceEvents, Ledger } from '../wallet/index.ts';
import { crashPoint } from '../../lib/crash-point.ts';

/**
 * Claiming the invite commission (GET /api/invite/bonus): a provably fair draw with the
 * operator's success and fail percentages moves the whole unclaimed sum to the wallet
 * (INVITE_BONUS_SUCCESS) or forfeits it to the house (INVITE_BONUS_FAIL).
 */
export class InviteClaims {
  constructor(
    private readonly pool: pg.Pool,
    private readonly ledger: Ledger,
    private readonly draws: Draws,
    private readonly settings: SettingsService,
    private readonly events: BalanceEvents,
  ) {}

  async claim(memberId: number, opKey: string | undefined): Promise<InviteBonusReply> {
    const [programme, odds] = await Promise.all([
      this.settings.get('invite'),
      this.settings.get('inviteClaim'),
    ]);
    if (!programme.active) fail('INVITE_INACTIVE');
    const retried = opKey ? await this.ledger.movementByOpKey(opKey) : undefined;
    if (!retried) {
      if ((await this.ledger.balanceOf(memberId, 'invite')) <= 0) fail('NO_INVITE_BONUS');
      if (!(await this.anInviteePlayed(memberId))) fail('NO_INVITEE_PLAY_INFO');
    }
    const result =
      (await payOutByDraw(this.ledger, this.draws, this.events, {
        memberId,
        source: 'invite',
        kind: 'invite_claim',
        purpose: 'invite_claim',
        odds,
        place: 'INVITE',
        detail: 'invite',
        opKey,
      })) ?? fail('NO_INVITE_BONUS');
    crashPoint('invite.afterDraw');
    // A lost draw is the catalogue's INVITE_BONUS_FAIL (409): the money went to the house.
    if (result.outcome === 'fail') fail('INVITE_BONUS_FAIL');
    return {
      message: 'INVITE_BONUS_SUCCESS',
      amount: toBaht(result.amount),
      reference: result.reference,
      draw: { id: result.drawId, outcome: result.outcome },
    };
  }

  /** Whether any member this one invited ever moved money into a game (the claim's condition). */
  private async anInviteePlayed(memberId: number): Promise<boolean> {
    const { rows } = await this.pool.query<{ id: number }>('SELECT id FROM members WHERE invited_by = $1', [
      memberId,
    ]);
    if (rows.length === 0) return false;
    return (await this.ledger.whoPlayed(rows.map((row) => row.id))).length > 0;
  }
}
