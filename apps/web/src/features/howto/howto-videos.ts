import type { HowtoReply } from '@wallet/contract';
import { safeHttpUrlOrPath } from '../../lib/html/safe-url.ts';

export type HowtoVideo = HowtoReply['videos'][number];

export interface VideoSources {
  /** In the order the player tries them. */
  sources: { src: string; type?: string }[];
  poster?: string;
}

/**
 * A clip shipped with the site (public/howto/{language}/, made by scripts/make-howto-clips.sh):
 * its webm, its mp4 (for browsers without VP9) and its poster frame sit side by side.
 */
const SHIPPED = /^(\/howto\/(?:th|la|en)\/[a-z-]+)\.(?:webm|mp4)$/;

/**
 * What the player plays for a video's link (ADR 0118): a shipped clip with its siblings and poster;
 * any other link (a site path or an https video file, the contract checked it) as it is, no poster.
 */
export function videoSources(link: string): VideoSources {
  const shipped = SHIPPED.exec(link);
  if (shipped) {
    const base = shipped[1];
    return {
      sources: [
        { src: `${base}.webm`, type: 'video/webm' },
        { src: `${base}.mp4`, type: 'video/mp4' },
      ],
      poster: `${base}.jpg`,
    };
  }
  const src = safeHttpUrlOrPath(link);
  return { sources: src ? [{ src }] : [] };
}
