import {
  HOWTO_VIDEO_IDS,
  textIn,
  videoLinkIn,
  type HowtoReply,
  type HowtoSetting,
  type Locale,
} from '@wallet/contract';

/**
 * The how-to videos in one member's language (ADR 0118): titles and texts in it, else Thai (ADR
 * 0085); the clip in it, else by the clip-language fallback (Lao plays English), else none.
 */
export function howtoIn(howto: HowtoSetting, locale: Locale): HowtoReply {
  return {
    videos: HOWTO_VIDEO_IDS.map((id) => ({
      id,
      title: textIn(howto[id].title, locale),
      text: textIn(howto[id].text, locale),
      video: videoLinkIn(howto[id].link, locale),
    })),
  };
}
