import type pg from 'pg';
import { closedPeriods, type Period } from '../../lib/bangkok-period.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SettingsService } from '../settings/index.ts';
import type { BalanceEvents, Ledger } from '../wallet/index.ts';
import { percentOf } from '../../lib/percent-of.ts';

/** How many invitees one statement reads at a time. */
const BATCH = 500;

/**
 * The invite commission job: for each closed settlement period in the look-back window, every
 * invitee's net deposits (deposits minus completed withdrawals) earn the inviter the configured
 * percent, written as an invite record and credited to the inviter's invite account in one
 * transaction. The record's unique key (invitee, period) makes every run idempotent: a second
 * run, another node, or a crash halfway accrue nothing twice.
 */
export class InviteAccruals {
  constructor(
    private readonly pool: pg.Pool,
    private readonly ledger: Ledger,
    private readonly settings: SettingsService,
    private readonly events: BalanceEvents,
    private readonly clock: Clock,
  ) {}

  /** Accrues every closed period of the look-back window; how many records it wrote. */
  async run(): Promise<number> {
    const config = await this.settings.get('invite');
    if (!config.active) return 0;
    let written = 0;
    for (const period of closedPeriods(config.period, this.clock.now(), config.lookbackPeriods)) {
      written += await this.accruePeriod(period, config.percent);
    }
    return written;
  }

  private async accruePeriod(period: Period, percent: number): Promise<number> {
    let written = 0;
    let after = 0;
    for (;;) {
      const invitees = await this.pendingInvitees(period, after);
      if (invitees.length === 0) return written;
      after = invitees.at(-1)!.id;
      const flows = await this.ledger.flows(
        invitees.map((invitee) => invitee.id),
        period.start,
        period.end,
      );
      for (const invitee of invitees) {
        const flow = flows.get(invitee.id)!;
        const net = flow.deposits - flow.withdrawals;
        const amount = percentOf(net, percent);
        if (amount > 0 && (await this.credit(invitee, period, net, amount))) written += 1;
      }
    }
  }

  /** Invitees registered before the period ended and not accrued for it yet, by id. */
  private async pendingInvitees(period: Period, after: number): Promise<{ id: number; inviterId: number }[]> {
    const { rows } = await this.pool.query<{ id: number; inviterId: number }>(
      `SELECT m.id, m.invited_by AS "inviterId" FROM members m
       JOIN members inviter ON inviter.id = m.invited_by
       WHERE m.invited_by IS NOT NULL AND m.id > $3 AND m.created_at < $2
         AND NOT EXISTS (SELECT 1 FROM invite_accruals a WHERE a.invitee_id = m.id AND a.period_start = $1)
       ORDER BY m.id LIMIT ${BATCH}`,
      [period.start, period.end, after],
    );
    return rows;
  }

  private async credit(
    invitee: { id: number; inviterId: number },
    period: Period,
    net: number,
    amount: number,
  ): Promise<boolean> {
    const expense = await this.ledger.houseAccountFor('invite_expense', invitee.inviterId);
    const inviteAccount = await this.ledger.memberAccount(invitee.inviterId, 'invite');
    const credited = await this.ledger.inTransaction(async (books) => {
      const { rowCount } = await books.db.query(
        `INSERT INTO invite_accruals (inviter_id, invitee_id, period_start, net_deposits, amount)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (invitee_id, period_start) DO NOTHING`,
        [invitee.inviterId, invitee.id, period.start, net, amount],
      );
      if (!rowCount) return false;
      await books.post('invite_accrual', invitee.inviterId, [
        { account: expense, amount: -amount },
        { account: inviteAccount, amount },
      ]);
      return true;
    });
    if (credited) this.events.changed(invitee.inviterId);
    return credited;
  }
}
