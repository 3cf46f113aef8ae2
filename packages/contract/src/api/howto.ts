import { z } from 'zod';
import { HOWTO_VIDEO_IDS, type HowtoVideoId } from '../howto.ts';
import { operatorText } from '../operator-text.ts';

/** `mp4` as `[mM][pP]4`: a JSON Schema pattern carries no flags (the browser builds, ADR 0072). */
const anyCase = (word: string) =>
  [...word].map((c) => (/[a-z]/.test(c) ? `[${c}${c.toUpperCase()}]` : c)).join('');
const VIDEO_FILE = `\\.(?:${['mp4', 'm4v', 'webm', 'ogv', 'mov'].map(anyCase).join('|')})(?:[?#][^\\s]*)?`;
/**
 * A how-to video's link (ADR 0118): a path on this site (the shipped clips, `/howto/th/wallet.webm`)
 * or an https address, either naming a video file a browser plays itself; a video page (YouTube)
 * or a plain http address is VIDEO_LINK_INVALID.
 */
const LINK = `(?:https:\\/\\/[^\\s/?#]+\\/[^\\s?#]*|\\/(?![/\\\\])[^\\s?#]*)${VIDEO_FILE}`;
const videoLink = z
  .string()
  .trim()
  .max(2000)
  .regex(new RegExp(`^${LINK}$`), { message: 'VIDEO_LINK_INVALID' });
/** Lao or English left empty: that language follows the clip-language fallback (howto.ts). */
const videoLinkOrNone = z
  .string()
  .trim()
  .max(2000)
  .regex(new RegExp(`^(?:${LINK})?$`), { message: 'VIDEO_LINK_INVALID' });

/** One tutorial as the operator keeps it: its title and short text, and its link, per language. */
export const howtoVideoSetting = z.object({
  title: operatorText,
  text: operatorText,
  link: z.object({ th: videoLink, la: videoLinkOrNone.optional(), en: videoLinkOrNone.optional() }),
});
/** The `howto` setting: each of the five tutorials, by its id. */
export const howtoSetting = z.object(
  Object.fromEntries(HOWTO_VIDEO_IDS.map((id) => [id, howtoVideoSetting])) as Record<
    HowtoVideoId,
    typeof howtoVideoSetting
  >,
);
export type HowtoSetting = z.infer<typeof howtoSetting>;
