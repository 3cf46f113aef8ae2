/**
 * Named crash points on the money paths (issue 43, ADR 0178). `crashPoint(name)` marks a step
 * between two writes, or between a write and an outside call; it does nothing unless the process
 * was started with a crash plan (CRASH_AT, sandbox only), which makes the named point end the
 * process at once as `kill -9` would (`exit`) or throw (`throw`). The exploration runner
 * (`npm run explore`) crashes at each point in turn and proves the books after recovery.
 *
 * The registry is the list the runner explores: a point a path calls must be listed here (the
 * type refuses any other name), and a listed point the runner did not reach fails the run.
 */
export const CRASH_POINTS = {
  transfer: [
    /** The intent and the hold are written; the provider was not called. */
    'transfer.afterHold',
    /** The provider answered (applied or refused); nothing of the answer is written. */
    'transfer.afterProviderAnswer',
    /** The provider was asked whether our reference was applied (a replay, or recovery). */
    'transfer.afterStatusRead',
    /** The hold is settled or returned; the member has not been answered. */
    'transfer.afterSettle',
  ],
  withdrawal: [
    /** The amount is in the withdrawal hold with its automatic approval (one transaction); the rail was not called. */
    'withdrawal.afterHold',
    /** An operator's approval is committed (withdrawApproval operator, ADR 0106); the rail was not called. */
    'withdrawal.afterOperatorApproval',
    /** The rail answered the submit; nothing of the answer is written. */
    'withdrawal.afterPayoutAnswer',
    /** The rail was asked about a payout (recovery); nothing of the answer is written. */
    'withdrawal.afterStatusRead',
    /** The hold is paid out or returned; the member has not been answered. */
    'withdrawal.afterSettle',
  ],
  qrDeposit: [
    /** The gateway's payment is decided and recorded, its QR PAID (one transaction); the wallet is not credited. */
    'qrDeposit.afterDecision',
    /** The wallet is credited under the payment's opKey; the delivery is not answered. */
    'qrDeposit.afterCredit',
  ],
  bankFeed: [
    /** The delivery is stored and its transfer decided CREDITED (one transaction); the wallet is not credited. */
    'bankFeed.afterDecision',
    /** The wallet is credited under the transfer's opKey; the transfer does not name its movement yet. */
    'bankFeed.afterCredit',
  ],
  slip: [
    /** A verified slip's claim on its bank transfer is committed (CREDITED under the slip's opKey); the wallet is not credited. */
    'slip.afterClaim',
    /** The wallet is credited under the slip's opKey; neither the transfer nor the slip names the movement. */
    'slip.afterCredit',
  ],
  operatorCredit: [
    /** An operator's match of a transfer only a file showed is committed, its credit APPLIED within the limits; the wallet is not credited. */
    'operatorCredit.afterMatch',
    /** The second approver's approval is committed (the credit APPLIED, the transfer CREDITED); the wallet is not credited. */
    'operatorCredit.afterApproval',
  ],
  trueMoney: [
    /** The voucher's attempt is priced (its row PENDING with the verified amount); TrueMoney was not asked to redeem. */
    'trueMoney.afterPricing',
    /** TrueMoney answered the redeem (redeemed, or refused); nothing of the answer is written. */
    'trueMoney.afterRedeemAnswer',
    /** The wallet is credited under the voucher's opKey; the voucher's row does not name the movement yet. */
    'trueMoney.afterCredit',
  ],
  trueMoneyManual: [
    /** TRUEMONEY=manual (ADR 0147): the voucher's attempt is claimed (its row PENDING under the request's key); it is not in finance's queue yet. */
    'trueMoneyManual.afterClaim',
    /** The voucher waits in finance's queue (its row OPERATOR); the member has not been answered. */
    'trueMoneyManual.afterQueue',
  ],
  spin: [
    /** The spin is committed (one transaction: the coin spent, the draw, the spin row, a prize's coins or coupon); the member has not been answered. */
    'spin.afterDraw',
  ],
  coupon: [
    /** A credit coupon's claim is committed (the credit and the coupon marked claimed, one transaction); the member has not been answered. */
    'coupon.afterClaim',
  ],
  invite: [
    /** The invite commission's draw is committed (paid to the wallet or forfeited, one transaction); the member has not been answered. */
    'invite.afterDraw',
  ],
  refund: [
    /** The refund balance's draw is committed (added to the wallet or forfeited, one transaction); the member has not been answered. */
    'refund.afterDraw',
  ],
  refundReceipt: [
    /** The period's refund is received (the credit to the refund balance and its receipt under the request's key, one transaction); the member has not been answered. */
    'refundReceipt.afterReceipt',
  ],
  bonus: [
    /** The bonus is taken (its member_bonuses row under the request's key and the credit, one transaction); the member has not been answered. */
    'bonus.afterActivation',
    /** The bonus is cleared (its row ended under the request's key and the finish_bonus row, one transaction); the member has not been answered. */
    'bonus.afterClear',
  ],
} as const;

export type MoneyPath = keyof typeof CRASH_POINTS;
export type CrashPointName = (typeof CRASH_POINTS)[MoneyPath][number];
export const CRASH_MODES = ['exit', 'throw'] as const;
export type CrashMode = (typeof CRASH_MODES)[number];

export interface CrashPlan {
  point: CrashPointName;
  mode: CrashMode;
}

export const MONEY_PATHS = Object.keys(CRASH_POINTS) as MoneyPath[];
export const ALL_CRASH_POINTS: readonly CrashPointName[] = MONEY_PATHS.flatMap((name) => CRASH_POINTS[name]);

export const isCrashPoint = (name: string): name is CrashPointName =>
  (ALL_CRASH_POINTS as readonly string[]).includes(name);

/** `<point>[:exit|:throw]` (CRASH_AT); undefined when the text names no registered point. */
export function parseCrashPlan(text: string): CrashPlan | undefined {
  const [point = '', mode = 'exit', ...rest] = text.split(':');
  if (rest.length > 0 || !isCrashPoint(point) || !(CRASH_MODES as readonly string[]).includes(mode))
    return undefined;
  return { point, mode: mode as CrashMode };
}

/** Thrown at the planned point in `throw` mode. */
export class CrashPointReached extends Error {
  constructor(readonly point: CrashPointName) {
    super(`crash point ${point}`);
  }
}

/** The line a crashing process writes last, so a runner tells a planned crash from any other death. */
export const crashLine = (point: CrashPointName) => `CRASH POINT REACHED ${point}`;

// One plan per process: the server's start sets it from the config (app.ts).
let plan: CrashPlan | undefined;

export function armCrashPlan(next: CrashPlan | undefined): void {
  plan = next;
}

export function crashPoint(name: CrashPointName): void {
  if (plan?.point !== name) return;
  if (plan.mode === 'throw') throw new CrashPointReached(name);
  // A pipe on Linux is written synchronously: the line is out before the signal lands.
  process.stdout.write(`${crashLine(name)}\n`);
  process.kill(process.pid, 'SIGKILL');
}
