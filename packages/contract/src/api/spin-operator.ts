import { z } from 'zod';
import { spinCoupon } from './spin.ts';

/** GET /api/backoffice/members/:memberId/spin: the member's coins and every coupon they won. */
export const memberSpinReply = z.object({ coin: z.number().int(), coupons: z.array(spinCoupon) });
export type MemberSpinReply = z.infer<typeof memberSpinReply>;
