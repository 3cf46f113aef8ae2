import { randomBytes } from 'node:crypto';
import { bankFeedApi, pathOf } from '@wallet/contract';
import { signWebhook, SIGNATURE_HEADER } from '../../src/adapters/payment-gateway/webhook-signature.ts';
import { settingDefaults } from '../../src/modules/settings/defaults.ts';
import type { MemberRequest, MoneyPathDriver, PathContext, Reply } from './money-path.ts';
import { depositBooks } from './deposit-books.ts';

/** The bank's key for its pushes, given to the server (BANK_FEED_PUSH_SECRET) and used to sign here. */
const PUSH_KEY = 'explore-bank-feed-push-key-0123456789abcdef';
/** The seeded KBANK AUTO account (settings `deposit`). */
const SITE_KBANK_AUTO = '0481234567';
const AMOUNT_BAHT = 512.75;
const AMOUNT = 51_275;

/**
 * A bank transfer into the site's account, reported by the bank's signed push (ADR 0076) with
 * the sender's full account, so the feed credits the member it names (ADR 0077). The bank's
 * re-delivery of the same transaction, signed again, is the request replayed. The draw: the
 * transfer alone in its push, or among a batch (a statement service's) with one to a stranger.
 */
export const bankFeedPath: MoneyPathDriver = {
  path: 'bankFeed',
  env: { BANK_FEED_PUSH_SECRET: PUSH_KEY },

  async setup(pool) {
    const feed = { ...settingDefaults.bankFeed, push: true };
    await pool.query(
      `INSERT INTO settings (key, value) VALUES ('bankFeed', $1::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = settings.value || '{"push": true}'::jsonb`,
      [JSON.stringify(feed)],
    );
  },

  draw(random) {
    const batch = random.pick(['alone', 'batched'] as const);
    return { label: `push, ${batch}`, faults: [], choice: batch };
  },

  async prepare({ pool, member }, draw) {
    const { rows } = await pool.query<{ bankCode: string; accountNo: string; name: string }>(
      `SELECT bank_code AS "bankCode", bank_account_no AS "accountNo", bank_account_name AS name FROM members WHERE id = $1`,
      [member.memberId],
    );
    const sender = rows[0]!;
    const transaction = (amount: number, from: typeof sender) => ({
      reference: `EXPLORE${randomBytes(8).toString('hex').toUpperCase()}`,
      bankCode: 'KBANK',
      accountNo: SITE_KBANK_AUTO,
      amount,
      time: new Date().toISOString(),
      sender: { bankCode: from.bankCode, accountNo: from.accountNo, name: from.name },
    });
    const stranger = { bankCode: 'SCB', accountNo: '9990001112', name: 'NOBODY KNOWN' };
    const transactions =
      draw.choice === 'batched'
        ? [transaction(77.5, stranger), transaction(AMOUNT_BAHT, sender)]
        : [transaction(AMOUNT_BAHT, sender)];
    return signed({ event: 'transactions', transactions });
  },

  async replay(_context, request) {
    return signed(request.body);
  },

  async judge(context, replay) {
    return [
      ...(await depositBooks(context.pool, context.member.memberId, AMOUNT)),
      ...(await transferOf(context, replay)),
    ];
  },
};

/** The push signed now: a re-delivery is a fresh delivery the bank signs again. */
function signed(body: object): MemberRequest {
  return {
    path: pathOf(bankFeedApi.push),
    body,
    headers: { [SIGNATURE_HEADER]: signWebhook(PUSH_KEY, JSON.stringify(body)) },
  };
}

async function transferOf({ pool, member }: PathContext, replay: Reply): Promise<string[]> {
  const { rows } = await pool.query<{ id: number; outcome: string; movementId: number | null }>(
    `SELECT id::int, outcome, movement_id AS "movementId" FROM bank_transfers WHERE member_id = $1`,
    [member.memberId],
  );
  const [transfer] = rows;
  if (rows.length !== 1 || !transfer) return [`${rows.length} bank transfers decided for the member`];
  const problems: string[] = [];
  if (transfer.outcome !== 'CREDITED' || transfer.movementId === null)
    problems.push(`transfer ${transfer.id} ${transfer.outcome}, movement ${transfer.movementId}`);
  const results = replay.body.results as { outcome: string }[] | undefined;
  if (replay.status !== 200 || results?.at(-1)?.outcome !== 'CREDITED')
    problems.push(`replay answered ${replay.status} ${JSON.stringify(replay.body)} for a CREDITED transfer`);
  return problems;
}
