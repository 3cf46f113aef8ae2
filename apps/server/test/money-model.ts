import type { RouteDef } from '@wallet/contract';
import type { FaultRule } from '../src/adapters/faults.ts';
import type { PayoutDecision } from '../src/adapters/payout/port.ts';
import type { MovementRow } from './money-books.ts';
import type { Player } from './money.ts';

/** The property test's world: constants, commands and the model of one member's money (satang). */
export const ACTIVE = ['pg', 'joker2', 'areaslot'] as const;
export const INACTIVE = 'askmebet';
export const UNKNOWN = 'nope';
export const WALLET = 'WALLET';
export const PLAYERS = 2;
export const FUNDING_BAHT = 3000;
export const TRANSFER_MIN = 100;
export const WITHDRAW_MIN = 10_000;
export const WITHDRAW_MAX = 5_000_000;
/**
 * Operator credits to one member past this many baht in a day, and a debit above it, wait for a
 * second operator (the property app's second-approver setting; its per-operator limit is set out
 * of reach, so the member's day is the one that decides).
 */
export const FOUR_EYES_BAHT = 1000;

/**
 * Idempotency keys: none, a fresh one, or one of a few names reused within a run (same body:
 * the first answer again; another body or route: KEY_INVALID), some of them the first
 * name plus a suffix.
 */
export type KeyChoice = 'none' | 'fresh' | 'K1' | 'K1:out' | 'K1:in' | 'K2';

export type Command =
  | {
      type: 'transfer';
      player: number;
      from: string;
      to: string;
      satang: number;
      key: KeyChoice;
      fault?: FaultRule;
    }
  | { type: 'transferAll'; player: number; to: string; key: KeyChoice; fault?: FaultRule }
  | {
      type: 'withdraw';
      player: number;
      satang: number;
      decision: PayoutDecision;
      all: boolean;
      key: KeyChoice;
      fault?: FaultRule;
    }
  | { type: 'play'; player: number; provider: string; satang: number }
  | { type: 'fault'; rule: FaultRule }
  | { type: 'recover' }
  | { type: 'decide'; player: number; outcome: 'completed' | 'rejected' }
  | { type: 'refresh'; player: number }
  | { type: 'deposit'; player: number; satang: number; replay: boolean }
  | { type: 'retry'; player: number }
  /** The invite accrual job (player 1 is player 0's invitee). */
  | { type: 'accrue' }
  /** The invite claim, the refund's receive and add-to-wallet: money GETs with a key. */
  | { type: 'inviteClaim'; player: number; key: KeyChoice }
  | { type: 'refundReceive'; player: number; key: KeyChoice }
  | { type: 'refundAdd'; player: number; key: KeyChoice }
  /** The spin wheel: a spin (one coin) and the claim of the oldest claimable coupon. */
  | { type: 'spin'; player: number; key: KeyChoice }
  | { type: 'claimCoupon'; player: number; key: KeyChoice }
  // Operator commands (back-office): withdrawals wait for an operator, adjustments above the
  // four-eyes amount for a second one.
  | { type: 'approve'; player: number; decision: PayoutDecision; double: boolean }
  | { type: 'reject'; player: number }
  | { type: 'adjust'; player: number; direction: 'credit' | 'debit'; satang: number; replay: boolean }
  | { type: 'approveAdjustments' };

export interface Model {
  wallet: number;
  /** Ledger game balance minus the play results booked by syncs, per provider. */
  net: Record<string, number>;
  /** The provider's balance with every settled transfer and every play counted. */
  remote: Record<string, number>;
  /** Play at the provider that our ledger has not booked yet. */
  unsynced: Record<string, number>;
  syncs: Record<string, number>;
  pending: Map<number, MovementRow>;
  lastId: number;
  deposits: number;
  paid: number;
  plays: Record<string, number>;
  /** Satang that reward draws (invite claim, refund to wallet) and claimed coupons moved into the wallet. */
  rewards: number;
  /** Satang of operator credits applied to the member in the run (the second-approver day). */
  operatorCredits: number;
  start: { ledger: number; world: number; booked: number; bookedBy: Record<string, number> };
}

export interface KeyedRequest {
  route: RouteDef;
  payload: object;
  key: string;
  status: number;
  body: string;
}

export interface Actor {
  player: Player;
  username: string;
  model: Model;
  lastKeyed?: KeyedRequest;
  keys: Map<string, KeyedRequest>;
  lastDepositKey?: string;
  /** The last adjustment request that was stored, to replay with its Idempotency-Key. */
  lastAdjust?: { key: string; body: object; id: number };
}

export function emptyModel(): Model {
  return {
    wallet: 0,
    net: {},
    remote: {},
    unsynced: {},
    syncs: {},
    pending: new Map(),
    lastId: 0,
    deposits: 0,
    paid: 0,
    plays: {},
    rewards: 0,
    operatorCredits: 0,
    start: { ledger: 0, world: 0, booked: 0, bookedBy: {} },
  };
}

export const pendingOf = (model: Model, kinds: MovementRow['kind'][], provider?: string) =>
  [...model.pending.values()].filter(
    (row) => kinds.includes(row.kind) && (!provider || row.provider === provider),
  );
export const hasPending = (model: Model, provider: string) =>
  pendingOf(model, ['game_in', 'game_out'], provider).length > 0;
