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

/** A slip reference in a path: what the server hands out (base64url), nothing else. */
export const slipReferenceParams = z.object({ reference: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** The signed, short-lived link to a slip image (from GET /api/statement/slip/reference/{reference}). */
export const slipImageQuery = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().max(100),
});

const digits = z.string().regex(/^\d{6,20}$/);

/**
 * GET /api/sandbox/slip: the sandbox bank records a transfer and answers its slip (PNG with a
 * valid mini-QR). amount in baht; minutesAgo dates the transfer (over 60 gives EXPIRED_SLIP);
 * the receiver defaults to the first KBANK deposit account, the sender to the registered
 * account of `username` (a sender unknown to the bank gives NOT_MATCH).
 */
export const sandboxSlipQuery = z.object({
  amount: z.coerce.number().positive().max(1_000_000),
  sendingBank: z
    .string()
    .regex(/^\d{3}$/)
    .default('004'),
  transRef: z
    .string()
    .regex(/^[A-Za-z0-9]{1,35}$/)
    .optional(),
  minutesAgo: z.coerce.number().min(0).max(100_000).default(1),
  receiverAccountNo: digits.optional(),
  senderAccountNo: digits.optional(),
  username: z.string().max(20).optional(),
});
export type SandboxSlipQuery = z.infer<typeof sandboxSlipQuery>;

/**
 * PUT /api/sandbox/slip-verifier: how the sandbox slip verifier answers next (all answers, or
 * `times` of them): verify (from the sandbox bank), fail (no such transfer: INVALID_SLIP),
 * captcha (TRIPPLE_WRONG_CAPTCHA), error (PENDING, UNKNOW_ERROR), timeout (PENDING).
 */
export const sandboxSlipVerifierRequest = z.object({
  mode: z.enum(['verify', 'fail', 'captcha', 'error', 'timeout']),
  times: z.number().int().min(1).max(1000).optional(),
});
export type SandboxSlipVerifierRequest = z.infer<typeof sandboxSlipVerifierRequest>;
