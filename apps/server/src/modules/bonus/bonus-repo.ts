import type { OperatorText } from '@wallet/contract';
import type { BonusType } from '@wallet/contract';
import type { Queryable } from '../../db/queryable.ts';
import type { HeldTerms } from './bonus-rules.ts';
import { KIP_FIGURES, type KipFigures } from './bonus-currency.ts';

/** A bonus row as the rules read it (satang). */
export interface BonusRow {
  id: number;
  code: string;
  promotion: boolean;
  type: BonusType;
  maxReceived: number;
  description: OperatorText;
  percent: number;
  maxBonus: number;
  minDeposit: number;
  percentFail: number;
  targetTimes: number;
  bustBelow: number;
  withdrawCapTimes: number;
  banners: { image: string; html: string }[];
  /** The kip members' figures (ADR 0190), kip minor units; termsIn picks by the member's currency. */
  kip: KipFigures;
}

/** A member's active bonus with the terms it is held to. */
export interface ActiveBonus extends HeldTerms {
  id: number;
  bonusId: number;
  code: string;
  type: BonusType;
  promotion: boolean;
  description: OperatorText;
  deposit: number;
  percent: number;
  maxBonus: number;
  minDeposit: number;
  kip: KipFigures;
}

const BONUS_COLUMNS = `b.id, b.code, b.promotion, b.type, b.max_received AS "maxReceived", b.description,
  b.percent, b.max_bonus AS "maxBonus", b.min_deposit AS "minDeposit", b.percent_fail AS "percentFail",
  b.target_times AS "targetTimes", b.bust_below AS "bustBelow", b.withdraw_cap_times AS "withdrawCapTimes",
  b.banners, ${KIP_FIGURES}`;

/** Open now: enabled and inside its dates. */
const OPEN = `b.enabled AND (b.starts_at IS NULL OR b.starts_at <= now()) AND (b.ends_at IS NULL OR b.ends_at > now())`;

export async function openBonuses(db: Queryable, promotion: boolean): Promise<BonusRow[]> {
  const { rows } = await db.query<BonusRow>(
    `SELECT ${BONUS_COLUMNS} FROM bonuses b WHERE b.promotion = $1 AND ${OPEN} ORDER BY b.sort, b.id`,
    [promotion],
  );
  return rows;
}

/** An open bonus (or promotion) by its code, upper-cased (codes are stored upper case). */
export async function openBonusByCode(
  db: Queryable,
  code: string,
  promotion: boolean,
): Promise<BonusRow | undefined> {
  const { rows } = await db.query<BonusRow>(
    `SELECT ${BONUS_COLUMNS} FROM bonuses b WHERE b.code = upper($1) AND b.promotion = $2 AND ${OPEN}`,
    [code, promotion],
  );
  return rows[0];
}

/** The member's receipts of each bonus since `since` (every receipt when undefined), oldest first. */
export async function receipts(
  db: Queryable,
  memberId: number,
  bonusId: number,
  since: Date | undefined,
): Promise<{ id: number; isActive: boolean; createdAt: Date }[]> {
  const { rows } = await db.query<{ id: number; isActive: boolean; createdAt: Date }>(
    `SELECT id, is_active AS "isActive", created_at AS "createdAt" FROM member_bonuses
     WHERE member_id = $1 AND bonus_id = $2 AND ($3::timestamptz IS NULL OR created_at >= $3)
     ORDER BY id`,
    [memberId, bonusId, since ?? null],
  );
  return rows;
}

/** How many bonuses of any kind the member took since `since`. */
export async function receiptsSince(db: Queryable, memberId: number, since: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM member_bonuses WHERE member_id = $1 AND created_at >= $2',
    [memberId, since],
  );
  return rows[0]!.n;
}

/** The member's active bonus; `lock` takes its row until the transaction ends. */
export async function activeBonusOf(
  db: Queryable,
  memberId: number,
  lock = false,
): Promise<ActiveBonus | undefined> {
  const { rows } = await db.query<ActiveBonus>(
    `SELECT mb.id, mb.bonus_id AS "bonusId", b.code, b.type, b.promotion, b.description, mb.deposit,
       b.percent, b.max_bonus AS "maxBonus", b.min_deposit AS "minDeposit", ${KIP_FIGURES},
       mb.bonus, mb.target, mb.floor, mb.percent_fail AS "percentFail", mb.withdraw_cap AS "withdrawCap"
     FROM member_bonuses mb JOIN bonuses b ON b.id = mb.bonus_id
     WHERE mb.member_id = $1 AND mb.is_active${lock ? ' FOR UPDATE OF mb' : ''}`,
    [memberId],
  );
  return rows[0];
}

/**
 * The member's latest successful deposit within the window, and whether a bonus already used
 * it. Only the latest counts: an older deposit is not brought back by a newer one being used.
 */
export async function latestDeposit(
  db: Queryable,
  memberId: number,
  windowMinutes: number,
): Promise<{ id: number; amount: number; used: boolean } | undefined> {
  const { rows } = await db.query<{ id: number; amount: number; used: boolean }>(
    `SELECT m.id, m.amount, EXISTS (SELECT 1 FROM member_bonuses mb WHERE mb.deposit_movement_id = m.id) AS used
     FROM movements m
     WHERE m.member_id = $1 AND m.kind = 'deposit' AND m.status = 'SUCCESS'
       AND m.created_at >= now() - make_interval(mins => $2)
     ORDER BY m.id DESC LIMIT 1`,
    [memberId, windowMinutes],
  );
  return rows[0];
}

/** Serialises a member's bonus changes (activation, ending, a withdrawal that ends one). */
export async function lockMemberBonuses(db: Queryable, memberId: number): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`bonus:${memberId}`]);
}
