import type { Currency } from '@wallet/contract';
import type { Tx } from '../../db/queryable.ts';

/** A deposit about to be credited, as a deposit hook works out what it earns: the amount in its currency. */
export interface CreditedDeposit {
  memberId: number;
  /** Minor units of `currency`. */
  amount: number;
  /** The member's wallet currency (ADR 0159), told here once for every channel's credit (ADR 0174). */
  currency: Currency;
}

/**
 * What another module writes when a deposit is credited (the spin wheel's coins, ADR 0058), in the
 * credit's own statement: a whole figure worked out before the credit is written, and the SQL that
 * writes it. The SQL is the hook's one statement of its rule, so the ledger can carry it in its
 * grouped credit statement (many deposits, ADR 0213) as well as in a transaction a module opened
 * (one deposit). Handed to the ledger by app.ts, so the ledger imports no module.
 */
export interface DepositCreditHook {
  /** A word for the statements the hook rides in (prepared statements are named). */
  name: string;
  /**
   * What the deposit earns; 0 writes nothing. `tx` is the credit's transaction when it runs in
   * one: a read on the pool there could wait for a connection forever.
   */
  earned(deposit: CreditedDeposit, tx?: Tx): Promise<number>;
  /**
   * Data-modifying CTEs (`name AS (...)`, comma-separated, names of the hook's own) that write what
   * the rows of the CTE named `credited` earned: (member_id bigint, movement_id bigint, earned int),
   * one row per deposit the statement credited with earned above 0, several members at once.
   */
  writes(credited: string): string;
}

/** The CTE listing one deposit a statement credited: its parameters $1 member, $2 movement, $3 earned. */
const ONE_CREDITED = `credited AS (SELECT $1::bigint AS member_id, $2::bigint AS movement_id, $3::int AS earned)`;

/** The hook's writes for one credited deposit, as a statement of the credit's transaction. */
export function oneCreditStatement(hook: DepositCreditHook): { name: string; text: string } {
  return {
    name: `deposit_hook_${hook.name}`,
    text: `WITH ${ONE_CREDITED}, ${hook.writes('credited')} SELECT 1`,
  };
}
