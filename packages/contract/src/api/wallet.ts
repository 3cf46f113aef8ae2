import { z } from 'zod';
import { MAX_AMOUNT_BAHT, toSatang } from '../money.ts';
import { GAME_CATEGORIES } from '../games.ts';

/**
 * An amount in baht as members type it: a finite number with at most two decimals,
 * up to MAX_AMOUNT_BAHT. Minimums are business rules with their own codes, checked
 * by the service.
 */
export const bahtAmount = z
  .number()
  .finite()
  .min(0)
  .max(MAX_AMOUNT_BAHT)
  .refine((value) => toSatang(value) !== undefined);

/** A provider code (pg, betflix, ...) or WALLET. */
const place = z
  .string()
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9_]+$/);

/** One game account on home (spec doc 2 section 3 "Game account entry"). */
export const gameAccountEntry = z.object({
  code: z.string(),
  name: z.string(),
  category: z.enum(GAME_CATEGORIES),
  logo: z.string(),
  background: z.string(),
  isActive: z.boolean(),
  /** Last known balance at the provider, in baht. */
  amount: z.number(),
  /** The provider's wallet factor: converted amount = amount * ftWalletSlot. */
  ftWalletSlot: z.number(),
  web: z.string().nullable(),
  android: z.string().nullable(),
  ios: z.string().nullable(),
});
export type GameAccountEntry = z.infer<typeof gameAccountEntry>;

/** GET /api/wallet and GET /api/wallet/refresh/slot. */
export const walletReply = z.object({
  profile: z.object({
    _id: z.string(),
    name: z.string(),
    username: z.string(),
    createdAt: z.string(),
    coin: z.number(),
  }),
  bankAccount: z.object({
    bankCode: z.string(),
    bankAccountName: z.string(),
    bankAccountNo: z.string(),
    bank: z.object({ nameTH: z.string(), nameEN: z.string(), nameLA: z.string() }),
  }),
  wallet: z.object({ amount: z.number() }),
  /** Referral bonus waiting to be received, and the claim's success and fail percentages. */
  invite: z.object({ amount: z.number(), success: z.number(), fail: z.number() }),
  slots: z.array(gameAccountEntry),
  /** When these balances were read (ISO 8601). */
  updatedAt: z.string(),
});
export type WalletReply = z.infer<typeof walletReply>;

/** GET /api/wallet/account/{slotCode} and GET /api/wallet/resetpassword/{slotCode}. */
export const gameLoginReply = z.object({
  username: z.string(),
  password: z.string(),
  /** The account's view state, so the modal can redraw without another call. */
  event: gameAccountEntry,
});
export type GameLoginReply = z.infer<typeof gameLoginReply>;

/**
 * GET /api/autoLogin/{provider}/{username}[/{password}]: an absolute http(s) URL at the provider,
 * or a path on this site (the sandbox provider's demo game).
 */
export const launchReply = z.object({ url: z.string() });
export type LaunchReply = z.infer<typeof launchReply>;

/** POST /api/wallet/transfer: from and to are provider codes or WALLET. */
export const transferRequest = z.object({ from: place, to: place, amount: bahtAmount });
export type TransferRequest = z.infer<typeof transferRequest>;

/** POST /api/wallet/transferAll: the whole wallet balance to one game. */
export const transferAllRequest = z.object({ to: place });
export type TransferAllRequest = z.infer<typeof transferAllRequest>;

/**
 * SUCCESS: settled. PENDING: the provider's answer is not known yet; the money is
 * held and the recovery job settles or returns it (never lost, never doubled).
 */
export const transferStatus = z.enum(['SUCCESS', 'PENDING']);

export const transferReply = z.object({
  reference: z.string(),
  status: transferStatus,
  from: z.string(),
  to: z.string(),
  amount: z.number(),
  /** The wallet balance after the transfer, in baht. */
  wallet: z.object({ amount: z.number() }),
});
export type TransferReply = z.infer<typeof transferReply>;

/** POST /api/wallet/withdraw and POST /api/wallet/withdrawAll. */
export const withdrawRequest = z.object({ amount: bahtAmount });
export type WithdrawRequest = z.infer<typeof withdrawRequest>;

/** PENDING: the money left the wallet and waits for the payout (the "waiting for transfer" message). */
export const withdrawReply = z.object({
  reference: z.string(),
  status: z.enum(['SUCCESS', 'PENDING', 'FAILED']),
  amount: z.number(),
  wallet: z.object({ amount: z.number() }),
});
export type WithdrawReply = z.infer<typeof withdrawReply>;

/** POST /api/wallet/add: a deposit notice for an operator (ADR 0014); moves no money. */
export const depositNoticeRequest = z.object({ amount: bahtAmount });
export type DepositNoticeRequest = z.infer<typeof depositNoticeRequest>;
export const depositNoticeReply = z.object({
  reference: z.string(),
  status: z.literal('PENDING'),
  amount: z.number(),
});
export type DepositNoticeReply = z.infer<typeof depositNoticeReply>;

/** GET /api/spinwheel/active: the server's spin-active flag that picks the home widget. */
export const spinActiveReply = z.object({ active: z.boolean() });
export type SpinActiveReply = z.infer<typeof spinActiveReply>;

/** The header every money-moving POST accepts; a retry with the same key gets the first answer. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;
