import { z } from 'zod';
import { localizedText } from './spin.ts';

/** A draw's public handle in an answer: which draw decided it, to check in the verify view. */
export const drawRef = z.object({ id: z.number().int(), outcome: z.enum(['success', 'fail']) });

/** A client seed: what the member mixes into their next draws (printable ASCII, no spaces). */
export const clientSeed = z.string().regex(/^[\x21-\x7e]{1,64}$/);

/** GET /api/draws/seed: the current server seed's hash, published before any draw uses it. */
export const drawSeedReply = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next draw will use. */
  nonce: z.number().int(),
});
export type DrawSeedReply = z.infer<typeof drawSeedReply>;

/** POST /api/draws/seed. */
export const drawSeedRequest = z.object({ clientSeed });
export type DrawSeedRequest = z.infer<typeof drawSeedRequest>;

/** One recorded draw with everything needed to recompute it. */
export const drawEntry = z.object({
  id: z.number().int(),
  purpose: z.string(),
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  weights: z.array(z.object({ outcome: z.string(), weight: z.number().int() })),
  roll: z.number().int(),
  outcome: z.string(),
  /**
   * Whether the outcome is a win for the member (a wheel slice that pays, a successful claim):
   * the outcome alone is a slice code for a spin (issue 42).
   */
  won: z.boolean(),
  /** The outcomes' names in each language, by outcome (a spin's slice codes); empty when plain. */
  names: z.record(z.string(), localizedText),
  createdAt: z.string(),
});
export const drawsReply = z.object({ total: z.number().int(), draws: z.array(drawEntry) });
export type DrawEntry = z.infer<typeof drawEntry>;
export type DrawsReply = z.infer<typeof drawsReply>;
