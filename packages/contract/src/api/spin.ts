import { z } from 'zod';

/** GET /api/spinwheel/active: the server's spin-active flag that picks the home widget. */
export const spinActiveReply = z.object({ active: z.boolean() });
export type SpinActiveReply = z.infer<typeof spinActiveReply>;
