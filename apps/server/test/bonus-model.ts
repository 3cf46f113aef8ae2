import type { BonusSpec } from './kits/bonus.ts';

/** The bonus property test's world: its bonuses, commands and the model of one member (satang). */
export const BONUS_SPECS = {
  LIMIT: {
    type: 'limit',
    maxReceived: 2,
    percent: 50,
    maxBonus: 50_000,
    minDeposit: 10_000,
    percentFail: 50,
  },
  DAY: { type: 'day', maxReceived: 1, percent: 100, maxBonus: 20_000, minDeposit: 5_000, percentFail: 100 },
  WEEK: { type: 'week', maxReceived: 3, percent: 20, maxBonus: 100_000, minDeposit: 30_000, percentFail: 0 },
} satisfies Record<string, BonusSpec>;
export type BonusName = keyof typeof BONUS_SPECS;
/** Every test bonus shares these: target 2 × (deposit + bonus), floor 10 baht, cap 3 ×. */
export const SHARED = { targetTimes: 2, bustBelow: 1_000, withdrawCapTimes: 3 };
/** The settings' defaults the server applies. */
export const MAX_PER_DAY = 3;
export const WITHDRAW_MIN = 10_000;
export const WITHDRAW_MAX = 5_000_000;

export type BonusCommand =
  | { type: 'deposit'; satang: number }
  | { type: 'activate'; bonus: BonusName; key: 'none' | 'fresh'; parallel: number }
  /** share: percent of the wallet (above 100: more than it holds); satang: a fixed amount instead. */
  | { type: 'withdraw'; share: number; satang?: number; all: boolean }
  | { type: 'transfer'; toGame: boolean; share: number }
  | { type: 'clear'; key: 'none' | 'fresh' }
  | { type: 'retry' };

export interface Held {
  name: BonusName;
  bonus: number;
  target: number;
  floor: number;
  percentFail: number;
  withdrawCap: number;
}

export interface BonusModel {
  wallet: number;
  game: number;
  active: Held | null;
  latestDeposit: { amount: number; used: boolean } | null;
  receipts: Record<BonusName, number>;
  receiptsToday: number;
  /** Net satang the house's bonuses account gave this member (credits minus deductions). */
  houseGave: number;
  paid: number;
}

export function emptyBonusModel(): BonusModel {
  return {
    wallet: 0,
    game: 0,
    active: null,
    latestDeposit: null,
    receipts: { LIMIT: 0, DAY: 0, WEEK: 0 },
    receiptsToday: 0,
    houseGave: 0,
    paid: 0,
  };
}

/** What the server must answer (status, and the message of a refusal) and do to the model. */
export interface Prediction {
  status: number;
  message?: string;
  apply?: (model: BonusModel) => void;
}

/** The model's own statement of the rules (kept apart from bonus-rules.ts on purpose). */
export function predictActivate(model: BonusModel, name: BonusName): Prediction {
  const spec = BONUS_SPECS[name];
  if (model.active) return { status: 409, message: 'BONUS_ALREADY_ACTIVE' };
  if (model.receipts[name] >= spec.maxReceived) return { status: 409, message: 'BONUS_MAX_CLAIMED' };
  if (model.receiptsToday >= MAX_PER_DAY) return { status: 409, message: 'BONUS_FULL' };
  const deposit = model.latestDeposit;
  if (!deposit || deposit.used) return { status: 404, message: 'NO_DATA' };
  if (deposit.amount < spec.minDeposit) return { status: 400, message: 'TRANSFER_MINIMUM' };
  if (model.wallet < deposit.amount) return { status: 409, message: 'MONEY_NOT_ENOUGH' };
  const bonus = Math.min(Math.floor((deposit.amount * spec.percent) / 100), spec.maxBonus);
  const stake = deposit.amount + bonus;
  return {
    status: 200,
    apply: (m) => {
      m.wallet += bonus;
      m.houseGave += bonus;
      m.latestDeposit = { amount: deposit.amount, used: true };
      m.receipts[name] += 1;
      m.receiptsToday += 1;
      m.active = {
        name,
        bonus,
        target: stake * SHARED.targetTimes,
        floor: SHARED.bustBelow,
        percentFail: spec.percentFail,
        withdrawCap: stake * SHARED.withdrawCapTimes,
      };
    },
  };
}

export function predictWithdraw(model: BonusModel, requested: number): Prediction {
  if (requested < WITHDRAW_MIN) return { status: 400, message: 'TRANSFER_MINIMUM' };
  if (requested > WITHDRAW_MAX) return { status: 400, message: 'KEY_INVALID' };
  if (requested > model.wallet) return { status: 409, message: 'MONEY_NOT_ENOUGH' };
  const held = model.active;
  if (!held) return { status: 200, apply: (m) => ((m.wallet -= requested), (m.paid += requested)) };
  if (model.game > 0) return { status: 409, message: 'BONUS_REMAINING' };
  const reached = model.wallet >= held.target;
  const penalty = reached ? 0 : Math.ceil((held.bonus * held.percentFail) / 100);
  const payout = Math.max(0, Math.min(requested, held.withdrawCap, model.wallet - penalty));
  if (payout < WITHDRAW_MIN) return { status: 400, message: 'TRANSFER_MINIMUM' };
  return {
    status: 200,
    apply: (m) => {
      m.houseGave -= m.wallet - payout;
      m.paid += payout;
      m.wallet = 0;
      m.active = null;
    },
  };
}

export function predictClear(model: BonusModel): Prediction {
  const held = model.active;
  if (!held) return { status: 404, message: 'NO_DATA' };
  const total = model.wallet + model.game;
  if (total >= held.target || total < held.floor)
    return { status: 200, message: 'BONUS_CLEAR', apply: (m) => (m.active = null) };
  return { status: 409, message: 'BONUS_CONDITION' };
}
