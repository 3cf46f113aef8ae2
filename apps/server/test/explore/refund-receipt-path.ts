import { randomUUID } from 'node:crypto';
import { gamesApi, homeApi, pathOf, refundApi, rewardsSandboxApi, sandboxApi } from '@wallet/contract';
import { providerUsername } from '../../src/modules/games/index.ts';
import { creditDeposit } from '../../src/modules/wallet/index.ts';
import { http } from '../server-process.ts';
import type { MoneyPathDriver, PathContext, Reply } from './money-path.ts';
import { memberBalance } from './member-balance.ts';

const WEEK_MS = 7 * 86_400_000;
/** 1,000 baht deposited and played, 400 of it lost: 5 % of the week's loss (the default programme) is 20 baht. */
const DEPOSIT = 100_000;
const LOST_BAHT = 400;
const REFUND = 2_000;

/**
 * The loss refund's receipt (refund/receive, a GET that moves money, ADR 0042): a member who lost
 * at a game this week, the rewards' clock a week on so the week is closed, then the receipt
 * (the credit to the refund balance and its row, one transaction) interrupted and replayed under
 * its key. The servers after the crash run on the true clock: the replay is answered from the
 * receipt its key made, not from the period.
 */
export const refundReceiptPath: MoneyPathDriver = {
  path: 'refundReceipt',
  draw: () => ({ label: "a closed week's loss", faults: [], choice: 'receive' }),

  async prepare(context) {
    await aWeekLost(context);
    return { path: pathOf(refundApi.receive), method: 'GET', body: {} };
  },

  judge: (context, replay) => receiptBooks(context, replay),
};

async function aWeekLost({ server, ledger, member }: PathContext): Promise<void> {
  await creditDeposit(ledger, undefined, {
    memberId: member.memberId,
    amount: DEPOSIT,
    opKey: `explore-deposit:${randomUUID()}`,
    channel: 'TEST',
  });
  const activated = await http.get(server.url, pathOf(gamesApi.activate, { slotCode: 'pg' }), member.token);
  if (activated.status !== 200) throw new Error(`activate: ${activated.status} ${activated.text}`);
  const moved = await http.post(
    server.url,
    pathOf(gamesApi.transfer),
    { from: 'WALLET', to: 'pg', amount: DEPOSIT / 100 },
    member.token,
    { 'idempotency-key': `explore-play-${randomUUID()}` },
  );
  if (moved.status !== 200) throw new Error(`transfer: ${moved.status} ${moved.text}`);
  const played = await http.post(
    server.url,
    pathOf(sandboxApi.play, { provider: 'pg', username: providerUsername(member.memberId) }),
    { amount: -LOST_BAHT },
  );
  if (played.status !== 200) throw new Error(`play: ${played.status} ${played.text}`);
  const refreshed = await http.get(server.url, pathOf(homeApi.refresh), member.token);
  if (refreshed.status !== 200) throw new Error(`refresh: ${refreshed.status} ${refreshed.text}`);
  const shifted = await http.put(server.url, pathOf(rewardsSandboxApi.clock), { shiftMs: WEEK_MS });
  if (shifted.status !== 200) throw new Error(`clock: ${shifted.status} ${shifted.text}`);
}

async function receiptBooks({ pool, member }: PathContext, replay: Reply): Promise<string[]> {
  const { rows } = await pool.query<{
    amount: number;
    opKey: string | null;
    reference: string;
    status: string;
  }>(
    `SELECT r.amount, r.op_key AS "opKey", m.reference, m.status
     FROM refund_receipts r JOIN movements m ON m.id = r.movement_id WHERE r.member_id = $1`,
    [member.memberId],
  );
  const [receipt] = rows;
  if (rows.length !== 1 || !receipt) return [`${rows.length} receipts for one closed week`];
  const problems: string[] = [];
  const balance = await memberBalance(pool, member.memberId, 'refund');
  if (Number(receipt.amount) !== REFUND || receipt.status !== 'SUCCESS' || receipt.opKey === null)
    problems.push(`the receipt after recovery: ${JSON.stringify(receipt)}`);
  if (balance !== REFUND) problems.push(`books: the refund balance holds ${balance} satang of ${REFUND}`);
  if (
    replay.status !== 200 ||
    replay.body.message !== 'REFUND_SUCCESS' ||
    replay.body.refundAmount !== REFUND / 100 ||
    replay.body.reference !== receipt.reference
  )
    problems.push(
      `replay answered ${replay.status} ${JSON.stringify(replay.body)} for ${JSON.stringify(receipt)}`,
    );
  return problems;
}
