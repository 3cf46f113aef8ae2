import { randomUUID } from 'node:crypto';
import { gamesApi, inviteApi, pathOf, refundApi } from '@wallet/contract';
import type { MoneyPath } from '../../src/lib/crash-point.ts';
import { creditDeposit } from '../../src/modules/wallet/index.ts';
import { http, registerOverHttp } from '../server-process.ts';
import type { MemberRequest, MoneyPathDriver, PathContext, Reply } from './money-path.ts';

const BALANCE = 23_475;

/** How each draw-decided payout (payout-by-draw.ts) shows: its movement kind and its answers. */
const PAYOUTS = {
  invite: {
    kind: 'invite_claim',
    request: { path: pathOf(inviteApi.bonus), method: 'GET', body: {} },
    /** A won draw answers INVITE_BONUS_SUCCESS; a lost one INVITE_BONUS_FAIL (409). */
    answers: (replay: Reply, won: boolean, reference: string) =>
      won
        ? replay.status === 200 &&
          replay.body.message === 'INVITE_BONUS_SUCCESS' &&
          replay.body.reference === reference
        : replay.status === 409 && replay.body.message === 'INVITE_BONUS_FAIL',
  },
  refund: {
    kind: 'refund_add',
    request: { path: pathOf(refundApi.addWallet), method: 'GET', body: {} },
    answers: (replay: Reply, won: boolean, reference: string) =>
      replay.status === 200 &&
      replay.body.result === (won ? 'success' : 'fail') &&
      replay.body.reference === reference,
  },
} as const satisfies Record<string, { kind: string; request: MemberRequest; answers: unknown }>;

/**
 * The invite commission's claim (ADR 0042): the member's invite balance, accrued from an
 * invitee who played, moved whole by a provably fair draw to the wallet or to the house.
 */
export const invitePath: MoneyPathDriver = {
  path: 'invite',
  draw: () => ({ label: 'the inviteClaim odds', faults: [], choice: 'claim' }),
  async prepare(context) {
    await anInviteeWhoPlayed(context);
    await fund(context, 'invite');
    return PAYOUTS.invite.request;
  },
  judge: (context, replay) => payoutBooks(context, replay, 'invite'),
};

/** The refund balance's move to the wallet (loss refunds): one provably fair draw with the refund odds. */
export const refundPath: MoneyPathDriver = {
  path: 'refund',
  draw: () => ({ label: 'the refund odds', faults: [], choice: 'add' }),
  async prepare(context) {
    await fund(context, 'refund');
    return PAYOUTS.refund.request;
  },
  judge: (context, replay) => payoutBooks(context, replay, 'refund'),
};

/**
 * The balance the draw moves, written as the programme writes it: an accrual from the invitee
 * (invite_accruals) or a period's receipt (refund_receipts), with its journal from the house.
 */
async function fund({ ledger, member, pool }: PathContext, source: 'invite' | 'refund'): Promise<void> {
  const expense = await ledger.houseAccountFor(
    source === 'invite' ? 'invite_expense' : 'refund_expense',
    member.memberId,
  );
  const account = await ledger.memberAccount(member.memberId, source);
  const legs = [
    { account: expense, amount: -BALANCE },
    { account, amount: BALANCE },
  ];
  await ledger.inTransaction(async (books) => {
    if (source === 'invite') {
      const { rows } = await pool.query<{ id: number }>('SELECT id::int FROM members WHERE invited_by = $1', [
        member.memberId,
      ]);
      await books.db.query(
        `INSERT INTO invite_accruals (inviter_id, invitee_id, period_start, net_deposits, amount)
         VALUES ($1, $2, now() - interval '1 day', $3, $3)`,
        [member.memberId, rows[0]!.id, BALANCE],
      );
      await books.post('invite_accrual', member.memberId, legs);
      return;
    }
    const posted = await books.open(
      {
        memberId: member.memberId,
        statementType: 'bonus',
        kind: 'refund_receive',
        fromPlace: 'HOUSE',
        toPlace: 'REFUND',
        provider: null,
        amount: BALANCE,
        opKey: `explore-refund:${randomUUID()}`,
      },
      'SUCCESS',
      'refund_receive',
      legs,
    );
    await books.db.query(
      `INSERT INTO refund_receipts (member_id, period_start, net_loss, amount, movement_id)
       VALUES ($1, now() - interval '1 day', $2, $2, $3)`,
      [member.memberId, BALANCE, posted!.movement.id],
    );
  });
}

/** A member the claimant invited, who moved money into a game (the claim's condition). */
async function anInviteeWhoPlayed({ server, ledger, member, pool }: PathContext): Promise<void> {
  const invitee = await registerOverHttp(server.url);
  await pool.query('UPDATE members SET invited_by = $1 WHERE id = $2', [member.memberId, invitee.memberId]);
  await creditDeposit(ledger, undefined, {
    memberId: invitee.memberId,
    amount: 10_000,
    opKey: `explore-deposit:${randomUUID()}`,
    channel: 'TEST',
  });
  const activated = await http.get(server.url, pathOf(gamesApi.activate, { slotCode: 'pg' }), invitee.token);
  if (activated.status !== 200) throw new Error(`activate: ${activated.status} ${activated.text}`);
  const moved = await http.post(
    server.url,
    pathOf(gamesApi.transfer),
    { from: 'WALLET', to: 'pg', amount: 50 },
    invitee.token,
    { 'idempotency-key': `explore-play-${randomUUID()}` },
  );
  if (moved.status !== 200) throw new Error(`invitee's play: ${moved.status} ${moved.text}`);
}

async function payoutBooks(
  { pool, member }: PathContext,
  replay: Reply,
  path: MoneyPath & keyof typeof PAYOUTS,
) {
  const payout = PAYOUTS[path];
  const { rows: movements } = await pool.query<{ reference: string; amount: number; status: string }>(
    'SELECT reference, amount, status FROM movements WHERE member_id = $1 AND kind = $2',
    [member.memberId, payout.kind],
  );
  const { rows: accounts } = await pool.query<{ kind: string; balance: number }>(
    `SELECT kind, balance FROM ledger_accounts WHERE member_id = $1 AND kind IN ('wallet', $2)`,
    [member.memberId, path],
  );
  const { rows: draws } = await pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM draws WHERE member_id = $1 AND purpose = $2',
    [member.memberId, payout.kind],
  );
  const balance = (kind: string) => Number(accounts.find((row) => row.kind === kind)?.balance ?? 0);
  const [movement] = movements;
  if (movements.length !== 1 || !movement)
    return [`${movements.length} ${payout.kind} movements for one balance`];
  const problems: string[] = [];
  const won = movement.status === 'SUCCESS';
  if (movement.status === 'PENDING') problems.push(`${payout.kind} ${movement.reference} still PENDING`);
  if (Number(movement.amount) !== BALANCE || balance(path) !== 0)
    problems.push(
      `books: ${movement.amount} drawn of ${BALANCE}, ${balance(path)} left in the ${path} balance`,
    );
  if (balance('wallet') !== (won ? BALANCE : 0))
    problems.push(`books: the wallet holds ${balance('wallet')} satang after a ${movement.status} draw`);
  if (draws[0]!.n !== 1) problems.push(`${draws[0]!.n} draws for one claim`);
  if (!payout.answers(replay, won, movement.reference))
    problems.push(
      `replay answered ${replay.status} ${JSON.stringify(replay.body)} for a ${movement.status} draw`,
    );
  return problems;
}
