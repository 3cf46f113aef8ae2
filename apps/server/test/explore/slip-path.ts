import { pathOf, sandboxApi, slipApi } from '@wallet/contract';
import type { MoneyPathDriver, PathContext, Reply } from './money-path.ts';
import { depositBooks } from './deposit-books.ts';

const AMOUNTS_BAHT = [350.25, 1200] as const;

/**
 * A slip deposit (ADR 0020, 0075): the sandbox bank makes a transfer from the member's registered
 * account into the site's and prints its slip; the member uploads it under a key, the verifier
 * confirms it, the slip claims the transfer and credits it. The upload with the same key and
 * image is the request replayed. The draw: the amount (whole baht or not).
 */
export const slipPath: MoneyPathDriver = {
  path: 'slip',
  settings: {
    withdrawApproval: { mode: 'auto', secondApproverAboveBaht: 10_000_000 },
    // The nightly cut-off closes nothing here: the exploration runs at any hour.
    slip: { closeFrom: '00:00', closeTo: '00:00' },
  },

  draw(random) {
    const amount = random.pick(AMOUNTS_BAHT);
    return { label: `${amount} baht, a transfer the feed has not seen`, faults: [], choice: String(amount) };
  },

  async prepare({ server, pool, member }, draw) {
    const { rows } = await pool.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [
      member.memberId,
    ]);
    const query = new URLSearchParams({ amount: draw.choice, username: rows[0]!.username });
    const printed = await fetch(`${server.url}${pathOf(sandboxApi.slip)}?${query}`);
    if (printed.status !== 200) throw new Error(`sandbox slip: ${printed.status} ${await printed.text()}`);
    const image = new Blob([await printed.arrayBuffer()], { type: 'image/png' });
    const form = new FormData();
    form.append('file', image, 'slip.png');
    return { path: pathOf(slipApi.upload), body: form };
  },

  async judge(context, replay) {
    const amount = await amountOf(context);
    return [
      ...(await depositBooks(context.pool, context.member.memberId, amount)),
      ...(await slipOf(context, replay)),
    ];
  },
};

/** What the sandbox bank moved for the member (the slip's transfer). */
async function amountOf({ pool, member }: PathContext): Promise<number> {
  const { rows } = await pool.query<{ amount: number }>(
    `SELECT t.amount FROM sandbox_bank_transfers t JOIN members m ON m.bank_account_no = t.sender_account_no
     WHERE m.id = $1`,
    [member.memberId],
  );
  return rows[0]?.amount ?? 0;
}

async function slipOf({ pool, member }: PathContext, replay: Reply): Promise<string[]> {
  const { rows } = await pool.query<{ reference: string; status: string; movementId: number | null }>(
    `SELECT reference, status, movement_id AS "movementId" FROM slips WHERE member_id = $1`,
    [member.memberId],
  );
  const [slip] = rows;
  if (rows.length !== 1 || !slip)
    return [`${rows.length} slips stored for the member: ${JSON.stringify(rows)}`];
  const problems: string[] = [];
  if (slip.status !== 'SUCCESS' || slip.movementId === null)
    problems.push(`slip ${slip.reference} ${slip.status}, movement ${slip.movementId}`);
  if (replay.status !== 200 || replay.body.status !== 'SUCCESS' || replay.body.reference !== slip.reference)
    problems.push(
      `replay answered ${replay.status} ${JSON.stringify(replay.body)} for a ${slip.status} slip`,
    );
  return problems;
}
