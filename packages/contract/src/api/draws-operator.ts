import { z } from 'zod';
import { reason } from '../backoffice/common.ts';

/** POST /api/backoffice/settings/draws/rotate-seeds (ADR 0109): why, kept in the audit trail. */
export const rotateSeedsRequest = z.object({ reason });
/** How many members' committed seeds were revealed and replaced. */
export const rotateSeedsReply = z.object({ rotated: z.number().int() });
export type RotateSeedsReply = z.infer<typeof rotateSeedsReply>;
