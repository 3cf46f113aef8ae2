import { z } from 'zod';
import { CURRENCIES } from '../money.ts';
import { gameAccountEntry } from './games.ts';

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
  /**
   * The wallet in the member's currency (ADR 0159): LAK members' amounts are kip. Absent (older
   * servers) means baht.
   */
  wallet: z.object({ amount: z.number(), currency: z.enum(CURRENCIES).optional() }),
  /** Referral bonus waiting to be received, and the claim's success and fail percentages. */
  invite: z.object({ amount: z.number(), success: z.number(), fail: z.number() }),
  slots: z.array(gameAccountEntry),
  /** When these balances were read (ISO 8601). */
  updatedAt: z.string(),
});
export type WalletReply = z.infer<typeof walletReply>;
