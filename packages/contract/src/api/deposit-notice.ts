import { z } from 'zod';
import { bahtAmount } from './common.ts';

/** POST /api/wallet/add: a deposit notice for an operator (ADR 0014); moves no money. */
export const depositNoticeRequest = z.object({ amount: bahtAmount });
export type DepositNoticeRequest = z.infer<typeof depositNoticeRequest>;
export const depositNoticeReply = z.object({
  reference: z.string(),
  status: z.literal('PENDING'),
  amount: z.number(),
});
export type DepositNoticeReply = z.infer<typeof depositNoticeReply>;
