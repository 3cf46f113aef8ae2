import { z } from 'zod';
import { GAME_CATEGORIES } from '../games.ts';
import { bahtAmount } from './common.ts';

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
