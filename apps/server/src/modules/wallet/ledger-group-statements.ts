import type { Queryable } from '../../db/queryable.ts';
import type { DepositCreditHook } from './deposit-credit-hooks.ts';
import { balancedLegs, memberChanges, type Leg } from './journal.ts';
import { postedOf, type KeyClaimParams, type Posted, type PostedRow } from './ledger-statements.ts';
import {
  MOVEMENT_COLUMNS,
  MOVEMENT_INSERT_COLUMNS,
  movementParams,
  type MovementStatus,
  type NewMovement,
} from './movements.ts';

/**
 * What both grouped statements do after writing their movements: the CTEs `j` (a journal per row of
 * `written`: item, journal_kind, id, member_id), `e` (its entries), `change` (each member account's
 * sum over the items written), `locked` (those accounts locked in id order, read in full before any
 * balance changes), `u` (each changed once) and `own` (per item, the balances after the statement of
 * the accounts it changed, as `[[id, balance], …]`: only its own, so each row stays one item's size
 * whatever the batch's). `$first` is the entries and `$first + 1` the changes, each a JSON list of
 * JOURNAL_ROW records (journalParams).
 */
function journalOfWritten(first: number): string {
  const entries = `json_to_recordset($${first}::json) AS leg(${JOURNAL_ROW})`;
  const changes = `json_to_recordset($${first + 1}::json) AS c(${JOURNAL_ROW})`;
  return `j AS (
       INSERT INTO journal_transactions (kind, member_id, movement_id)
       SELECT journal_kind, member_id, id FROM written
       RETURNING id, movement_id
     ),
     e AS (
       INSERT INTO journal_entries (journal_id, account_id, amount)
       SELECT j.id, leg.account_id, leg.amount
       FROM j JOIN written ON written.id = j.movement_id
       JOIN ${entries} ON leg.item = written.item
     ),
     change AS (
       SELECT c.account_id, sum(c.amount)::bigint AS amount
       FROM ${changes}
       WHERE c.item IN (SELECT item FROM written)
       GROUP BY c.account_id
     ),
     locked AS (
       SELECT id FROM ledger_accounts WHERE id IN (SELECT account_id FROM change) ORDER BY id FOR UPDATE
     ),
     u AS (
       UPDATE ledger_accounts SET balance = balance + change.amount, updated_at = now()
       FROM change
       WHERE ledger_accounts.id = change.account_id AND (SELECT count(*) FROM locked) >= 0
       RETURNING ledger_accounts.id, ledger_accounts.balance
     ),
     own AS MATERIALIZED (
       SELECT c.item, json_agg(json_build_array(u.id, u.balance)) AS balances
       FROM ${changes}
       JOIN u ON u.id = c.account_id
       GROUP BY c.item
     )`;
}

/** One entry or one member-account change of an item, as journalOfWritten reads them. */
const JOURNAL_ROW = 'item int, account_id bigint, amount bigint';
interface JournalRow {
  item: number;
  account_id: number;
  amount: number;
}

/** journalOfWritten's two parameters for a batch: each item's balanced entries and member-account changes. */
function journalParams(items: { legs: Leg[] }[]): [string, string] {
  const entries: JournalRow[] = [];
  const changes: JournalRow[] = [];
  items.forEach((item, i) => {
    const moving = balancedLegs(item.legs);
    for (const leg of moving) entries.push({ item: i, account_id: leg.account.id, amount: leg.amount });
    for (const [account, amount] of memberChanges(moving))
      changes.push({ item: i, account_id: account, amount });
  });
  return [JSON.stringify(entries), JSON.stringify(changes)];
}

/** One settle of a PENDING movement, as closeMovementStatement takes it, with the answer to store when there is one. */
export interface CloseItem {
  movementId: number;
  status: 'SUCCESS' | 'FAILED';
  journalKind: string;
  legs: Leg[];
  /** The request's answer to store under its key in the same statement (closeAnswering). */
  answer?: { memberId: number; key: string; status: number; body: unknown } | undefined;
}

export interface Closed {
  posted: Posted | undefined;
  answered: boolean;
}

/**
 * Settles several PENDING movements in one statement (group commit, ADR 0095): for each, what
 * closeMovementStatement does for one (and stores its answer under its key when given). A movement no
 * longer PENDING is left alone with its journal and answer, exactly as there. Member accounts are
 * locked in id order (the `locked` step, read in full before any balance changes) and changed once
 * each by the sum of their items' changes; the balances returned are those after the statement.
 */
export async function closeManyStatement(db: Queryable, items: CloseItem[]): Promise<Closed[]> {
  const { rows } = await db.query<PostedRow & { item: number; answered: boolean }>({
    name: 'ledger_close_many',
    text: `WITH input AS (
       SELECT * FROM json_to_recordset($1::json)
         AS i(i_item int, i_movement bigint, i_status text, i_kind text, i_member bigint, i_key text, i_code int,
              i_reply jsonb)
     ),
     mv AS (
       UPDATE movements SET status = input.i_status, updated_at = now() FROM input
       WHERE movements.id = input.i_movement AND movements.status = 'PENDING'
       RETURNING input.i_item AS item, ${MOVEMENT_COLUMNS}
     ),
     answer AS (
       UPDATE idempotency_keys SET status_code = input.i_code, reply = input.i_reply
       FROM input JOIN mv ON mv.item = input.i_item
       WHERE input.i_key IS NOT NULL AND idempotency_keys.member_id = input.i_member
         AND idempotency_keys.key = input.i_key
       RETURNING input.i_item AS item
     ),
     written AS (
       SELECT mv.item, input.i_kind AS journal_kind, mv.id, mv."memberId" AS member_id
       FROM mv JOIN input ON input.i_item = mv.item
     ),
     ${journalOfWritten(2)}
     SELECT mv.item, row_to_json(mv) AS movement,
       EXISTS (SELECT 1 FROM answer WHERE answer.item = mv.item) AS answered,
       own.balances
     FROM mv LEFT JOIN own ON own.item = mv.item`,
    values: [
      JSON.stringify(
        items.map((item, i) => ({
          i_item: i,
          i_movement: item.movementId,
          i_status: item.status,
          i_kind: item.journalKind,
          i_member: item.answer?.memberId,
          i_key: item.answer?.key,
          i_code: item.answer?.status,
          i_reply: item.answer?.body,
        })),
      ),
      ...journalParams(items),
    ],
  });
  const byItem = new Map(rows.map((row) => [Number(row.item), row]));
  return items.map((_, i) => {
    const row = byItem.get(i);
    if (!row?.movement) return { posted: undefined, answered: false };
    // mv's rows carry the item number the statement matched them by: not a movement field.
    const { item: _item, ...movement } = row.movement as NonNullable<PostedRow['movement']> & {
      item?: number;
    };
    return { posted: postedOf({ movement, balances: row.balances }), answered: row.answered === true };
  });
}

/** One movement to open with its journal, as openMovementStatement takes it, with the key to claim when there is one. */
export interface OpenItem {
  movement: NewMovement;
  status: MovementStatus;
  journalKind: string;
  legs: Leg[];
  /** The request's idempotency key, claimed by the same statement (openClaiming). */
  claim?: KeyClaimParams | undefined;
  /** A credited deposit's earnings, one figure per deposit hook, written with it (DepositCreditHook). */
  earned?: number[] | undefined;
}

/**
 * The deposit hooks' writes after `written`: per hook, `credited_<k>` lists the items written
 * whose k-th earning is above 0, and the hook's CTEs write them. An item whose op key was taken
 * is not in `written`, so a replayed credit earns nothing, as it posts nothing.
 */
function hooksOfWritten(hooks: readonly DepositCreditHook[]): string {
  return hooks
    .map(
      (hook, k) => `,
     credited_${k} AS (
       SELECT written.member_id, written.id AS movement_id, (input.i_earned->>${k})::int AS earned
       FROM written JOIN input ON input.i_item = written.item
       WHERE (input.i_earned->>${k})::int > 0
     ),
     ${hook.writes(`credited_${k}`)}`,
    )
    .join('');
}

export interface Opened {
  posted: Posted | undefined;
  claimed: boolean;
}

/**
 * Opens several movements with their journals in one statement (group commit, ADR 0095): for
 * each, what openMovementStatement does for one, claiming its key first when given (ADR 0013). An item
 * whose key another request holds, or whose op key already has a movement, writes nothing. The
 * member accounts are changed once each by the sum of their items' changes, locked in id order
 * first; one that would go below zero fails the whole statement (GroupCommit then writes the
 * items one at a time, so only the item that overdraws is refused).
 */
export async function openManyStatement(
  db: Queryable,
  items: OpenItem[],
  hooks: readonly DepositCreditHook[] = [],
): Promise<Opened[]> {
  const { rows } = await db.query<PostedRow & { item: number; claimed: boolean }>({
    name: `ledger_open_many${hooks.map((hook) => `_${hook.name}`).join('')}`,
    text: `WITH input AS (
       SELECT * FROM json_to_recordset($1::json)
         AS i(i_item int, i_reference text, i_member bigint, i_statement_type text, i_kind text, i_from text,
              i_to text, i_provider text, i_amount bigint, i_status text, i_op_key text, i_journal_kind text,
              i_key text, i_route text, i_hash text, i_lease double precision, i_earned json)
     ),
     claim AS (
       INSERT INTO idempotency_keys (member_id, key, route, request_hash, locked_until)
       SELECT i_member, i_key, i_route, i_hash, now() + make_interval(secs => i_lease / 1000)
       FROM input WHERE i_key IS NOT NULL
       ON CONFLICT DO NOTHING RETURNING member_id, key
     ),
     mv AS (
       INSERT INTO movements (${MOVEMENT_INSERT_COLUMNS})
       SELECT i_reference, i_member, i_statement_type, i_kind, i_from, i_to, i_provider, i_amount, i_status, i_op_key
       FROM input
       WHERE i_key IS NULL OR EXISTS (SELECT 1 FROM claim WHERE claim.member_id = i_member AND claim.key = i_key)
       ORDER BY i_member, i_item
       ON CONFLICT (op_key) DO NOTHING RETURNING ${MOVEMENT_COLUMNS}
     ),
     written AS (
       SELECT input.i_item AS item, input.i_journal_kind AS journal_kind, mv.id, mv."memberId" AS member_id
       FROM mv JOIN input ON input.i_reference = mv.reference
     ),
     ${journalOfWritten(2)}${hooksOfWritten(hooks)}
     SELECT input.i_item AS item, row_to_json(mv) AS movement,
       EXISTS (SELECT 1 FROM claim WHERE claim.member_id = input.i_member AND claim.key = input.i_key) AS claimed,
       own.balances
     FROM input LEFT JOIN mv ON mv.reference = input.i_reference LEFT JOIN own ON own.item = input.i_item`,
    values: [
      JSON.stringify(
        items.map((item, i) => {
          const [reference, member, statementType, kind, from, to, provider, amount, status, opKey] =
            movementParams(item.movement, item.status);
          return {
            i_item: i,
            i_reference: reference,
            i_member: member,
            i_statement_type: statementType,
            i_kind: kind,
            i_from: from,
            i_to: to,
            i_provider: provider,
            i_amount: amount,
            i_status: status,
            i_op_key: opKey,
            i_journal_kind: item.journalKind,
            i_key: item.claim?.key,
            i_route: item.claim?.route,
            i_hash: item.claim?.requestHash,
            i_lease: item.claim?.leaseMs,
            i_earned: item.earned,
          };
        }),
      ),
      ...journalParams(items),
    ],
  });
  const byItem = new Map(rows.map((row) => [Number(row.item), row]));
  return items.map((item, i) => {
    const row = byItem.get(i);
    return { posted: postedOf(row), claimed: item.claim !== undefined && row?.claimed === true };
  });
}
