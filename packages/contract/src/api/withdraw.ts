import { z } from 'zod';
import { bahtAmount } from './common.ts';

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
