import { WALLET, type Command } from '../money-model.ts';

/** Sequences that once broke the properties, run first every time. */
export const regressions: [Command[]][] = [
  // A retry after the operator settled a withdrawal answered PENDING: the replay tells the outcome
  // (ADR 0065), and every later replay tells the same.
  [
    [
      { type: 'withdraw', player: 0, satang: 10_000, decision: 'complete', all: false, key: 'K1' },
      { type: 'reject', player: 0 },
      { type: 'retry', player: 0 },
      { type: 'retry', player: 0 },
      { type: 'withdraw', player: 1, satang: 10_000, decision: 'complete', all: false, key: 'fresh' },
      { type: 'approve', player: 1, decision: 'complete', double: false },
      { type: 'retry', player: 1 },
      { type: 'retry', player: 1 },
    ],
  ],
  // The operator commands, each at least once: approve (double click, each rail answer), reject, adjust both ways.
  [
    [
      { type: 'withdraw', player: 0, satang: 20_000, decision: 'complete', all: false, key: 'none' },
      { type: 'approve', player: 0, decision: 'complete', double: true },
      { type: 'withdraw', player: 1, satang: 15_000, decision: 'hold', all: false, key: 'fresh' },
      { type: 'approve', player: 1, decision: 'hold', double: false },
      { type: 'decide', player: 1, outcome: 'rejected' },
      { type: 'recover' },
      { type: 'withdraw', player: 0, satang: 12_000, decision: 'complete', all: true, key: 'K1' },
      { type: 'reject', player: 0 },
      { type: 'adjust', player: 0, direction: 'credit', satang: 5_000, replay: false },
      { type: 'adjust', player: 0, direction: 'credit', satang: 5_000, replay: true },
      { type: 'adjust', player: 1, direction: 'debit', satang: 150_000, replay: false },
      { type: 'adjust', player: 1, direction: 'debit', satang: 99_999, replay: false },
      { type: 'approveAdjustments' },
    ],
  ],
  // The rewards' happy paths, once per test (a period accrues and refunds once): the invitee's
  // deposits accrue, the invitee plays, the claim draws (and a retry replays it); a loss is
  // received as a refund and drawn into the wallet.
  [
    [
      { type: 'deposit', player: 1, satang: 100_000, replay: false },
      { type: 'accrue' },
      { type: 'accrue' },
      { type: 'transfer', player: 1, from: WALLET, to: 'pg', satang: 500, key: 'none' },
      { type: 'inviteClaim', player: 0, key: 'K1' },
      { type: 'retry', player: 0 },
      { type: 'transfer', player: 0, from: WALLET, to: 'joker2', satang: 100_000, key: 'none' },
      { type: 'play', player: 0, provider: 'joker2', satang: -40_000 },
      { type: 'refresh', player: 0 },
      { type: 'refundReceive', player: 0, key: 'K2' },
      { type: 'refundReceive', player: 0, key: 'fresh' },
      { type: 'refundAdd', player: 0, key: 'fresh' },
    ],
  ],
  // The spin wheel: the funding deposit earned coins; spins (one replayed by its key), then claims
  // of the coupons they won (one retried), and a claim with nothing left to claim.
  [
    [
      { type: 'spin', player: 0, key: 'K1' },
      { type: 'retry', player: 0 },
      { type: 'spin', player: 0, key: 'fresh' },
      { type: 'spin', player: 0, key: 'none' },
      { type: 'spin', player: 0, key: 'fresh' },
      { type: 'claimCoupon', player: 0, key: 'K2' },
      { type: 'retry', player: 0 },
      { type: 'claimCoupon', player: 0, key: 'fresh' },
      { type: 'claimCoupon', player: 1, key: 'none' },
    ],
  ],
  // The second leg of game to game refused (unknown user) after the first moved the money: not a 4xx.
  [
    [
      { type: 'transfer', player: 0, from: WALLET, to: 'areaslot', satang: 500, key: 'none' },
      {
        type: 'fault',
        rule: { target: 'games', op: 'deposit', mode: 'unknown-user', provider: 'joker2', times: 1 },
      },
      { type: 'transfer', player: 0, from: 'areaslot', to: 'joker2', satang: 100, key: 'none' },
    ],
  ],
  // A client key equal to a game-to-game leg's key must not find that leg (either order).
  [
    [
      { type: 'transfer', player: 0, from: WALLET, to: 'pg', satang: 500, key: 'none' },
      { type: 'transfer', player: 0, from: 'pg', to: 'areaslot', satang: 100, key: 'K1' },
      { type: 'transfer', player: 0, from: 'pg', to: WALLET, satang: 100, key: 'K1:in' },
    ],
  ],
  [
    [
      { type: 'transfer', player: 1, from: WALLET, to: 'pg', satang: 500, key: 'none' },
      { type: 'transfer', player: 1, from: WALLET, to: 'joker2', satang: 100, key: 'K1:out' },
      { type: 'transfer', player: 1, from: 'pg', to: 'joker2', satang: 100, key: 'K1' },
    ],
  ],
];
