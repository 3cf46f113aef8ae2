import { z } from 'zod';
import { slipNotes } from '../errors.ts';

/** Slip status (spec doc 2 section 4): anything but SUCCESS and FAILED shows as in progress. */
export const slipStatus = z.enum(['PENDING', 'SUCCESS', 'FAILED']);
export type SlipStatus = z.infer<typeof slipStatus>;

/**
 * One uploaded slip (spec doc 2 section 3 "Slip"): the answer of POST /api/wallet/slip and a
 * row of POST /api/statement/slip. note is a slip note (UPLOADED_FILE_NOT_EXIST ...) or null;
 * reference opens the stored image through GET /api/statement/slip/reference/{reference}.
 */
export const slipEntry = z.object({
  reference: z.string(),
  createdAt: z.string(),
  amount: z.number(),
  status: slipStatus,
  note: z.enum(slipNotes).nullable(),
});
export type SlipEntry = z.infer<typeof slipEntry>;

/** Accepted slip images (checked by their magic bytes, not the name or the declared type). */
export const SLIP_MAX_BYTES = 5 * 1024 * 1024;
/** The slip must be uploaded within this long of the transfer (spec: 1 hour), else EXPIRED_SLIP. */
export const SLIP_MAX_AGE_MINUTES = 60;
