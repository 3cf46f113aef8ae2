import { z } from 'zod';

/**
 * A text an operator writes (the agreement, a notice, a banner, a source's name ...) in each language
 * the site speaks (ADR 0085). Thai is required: it is what every member falls back to; Lao and
 * English are optional, and an empty or absent one is a missing translation.
 */
export const operatorText = z.object({
  th: z.string().trim().min(1).max(20_000),
  la: z.string().trim().max(20_000).optional(),
  en: z.string().trim().max(20_000).optional(),
});
export type OperatorText = z.infer<typeof operatorText>;
