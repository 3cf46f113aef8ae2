import fc from 'fast-check';
import type { FaultRule } from '../src/adapters/faults.ts';
import type { PayoutDecision } from '../src/adapters/payout/port.ts';
import {
  ACTIVE,
  INACTIVE,
  PLAYERS,
  UNKNOWN,
  WALLET,
  WITHDRAW_MAX,
  type Command,
  type KeyChoice,
} from './money-model.ts';

/** The property test's random commands. */
// ---- arbitraries ----

export const player = fc.integer({ min: 0, max: PLAYERS - 1 });
export const keyChoice = fc.oneof(
  { weight: 3, arbitrary: fc.constant<KeyChoice>('none') },
  { weight: 3, arbitrary: fc.constant<KeyChoice>('fresh') },
  { weight: 4, arbitrary: fc.constantFrom<KeyChoice>('K1', 'K1:out', 'K1:in', 'K2') },
);
export const active = fc.constantFrom(...ACTIVE);
export const transferSatang = fc.oneof(
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 150 }) },
  { weight: 6, arbitrary: fc.integer({ min: 100, max: 80_000 }) },
  { weight: 2, arbitrary: fc.integer({ min: 80_000, max: 400_000 }) },
);
export const route = fc.oneof(
  { weight: 4, arbitrary: fc.record({ from: fc.constant(WALLET), to: active }) },
  { weight: 4, arbitrary: fc.record({ from: active, to: fc.constant(WALLET) }) },
  { weight: 2, arbitrary: fc.record({ from: active, to: active }) },
  {
    weight: 1,
    arbitrary: fc.record({
      from: fc.constantFrom(WALLET, ...ACTIVE, INACTIVE, UNKNOWN),
      to: fc.constantFrom(WALLET, ...ACTIVE, INACTIVE, UNKNOWN),
    }),
  },
);
export const faultMode = fc.constantFrom('fail', 'timeout', 'lost-reply', 'unknown-user', 'slow' as const);
export const gameFault: fc.Arbitrary<FaultRule> = fc.record({
  target: fc.constant('games' as const),
  op: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('deposit', 'withdraw') },
    { weight: 1, arbitrary: fc.constantFrom('status', 'balance') },
  ),
  mode: faultMode,
  provider: fc.option(active, { nil: undefined, freq: 2 }),
  times: fc.integer({ min: 1, max: 2 }),
  delayMs: fc.constant(5),
});
export const payoutFault: fc.Arbitrary<FaultRule> = fc.record({
  target: fc.constant('payout' as const),
  op: fc.constantFrom('submit', 'status'),
  mode: faultMode,
  times: fc.integer({ min: 1, max: 2 }),
  delayMs: fc.constant(5),
});
export const fault = fc.oneof({ weight: 3, arbitrary: gameFault }, { weight: 1, arbitrary: payoutFault });
export const maybeFault = (rule: fc.Arbitrary<FaultRule>) => fc.option(rule, { nil: undefined, freq: 3 });

export const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc
      .record({ player, route, satang: transferSatang, key: keyChoice, fault: maybeFault(gameFault) })
      .map(({ route: r, ...rest }) => ({ type: 'transfer' as const, ...r, ...rest })),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('transferAll' as const),
      player,
      to: fc.oneof(
        { weight: 6, arbitrary: active },
        { weight: 1, arbitrary: fc.constantFrom(INACTIVE, UNKNOWN) },
      ),
      key: keyChoice,
      fault: maybeFault(gameFault),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('withdraw' as const),
      player,
      satang: fc.oneof(
        { weight: 8, arbitrary: fc.integer({ min: 5_000, max: 250_000 }) },
        { weight: 1, arbitrary: fc.constant(WITHDRAW_MAX + 1) },
      ),
      decision: fc.constantFrom<PayoutDecision>('complete', 'reject', 'hold'),
      all: fc.boolean(),
      key: keyChoice,
      fault: maybeFault(payoutFault),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant('play' as const),
      player,
      provider: active,
      satang: fc.integer({ min: -40_000, max: 30_000 }).filter((value) => value !== 0),
    }),
  },
  { weight: 5, arbitrary: fc.record({ type: fc.constant('fault' as const), rule: fault }) },
  { weight: 3, arbitrary: fc.constant({ type: 'recover' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('decide' as const),
      player,
      outcome: fc.constantFrom('completed' as const, 'rejected' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('refresh' as const), player }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('deposit' as const),
      player,
      satang: fc.integer({ min: 1, max: 200_000 }),
      replay: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('retry' as const), player }) },
  { weight: 1, arbitrary: fc.constant({ type: 'accrue' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constantFrom('inviteClaim' as const, 'refundReceive' as const, 'refundAdd' as const),
      player,
      key: keyChoice,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constantFrom('spin' as const, 'claimCoupon' as const),
      player,
      key: keyChoice,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('approve' as const),
      player,
      decision: fc.constantFrom<PayoutDecision>('complete', 'reject', 'hold'),
      double: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('reject' as const), player }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('adjust' as const),
      player,
      direction: fc.constantFrom('credit' as const, 'debit' as const),
      satang: fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 1, max: 100_000 }) },
        { weight: 1, arbitrary: fc.integer({ min: 100_001, max: 400_000 }) },
      ),
      replay: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'approveAdjustments' as const }) },
);
