import type { MessageKey } from '@wallet/i18n';

export interface HowtoVideo {
  id: 'wallet' | 'play' | 'balance' | 'bonus' | 'end-bonus';
  title: MessageKey;
  text: MessageKey;
}

/**
 * The five tutorials (spec doc 1 section 2). The clips ship in public/howto/ (made by
 * scripts/make-howto-clips.sh) so the page works offline and costs no third-party video host.
 */
export const HOWTO_VIDEOS: readonly HowtoVideo[] = [
  { id: 'wallet', title: 'howto.wallet', text: 'howto.walletText' },
  { id: 'play', title: 'howto.play', text: 'howto.playText' },
  { id: 'balance', title: 'howto.balance', text: 'howto.balanceText' },
  { id: 'bonus', title: 'howto.bonus', text: 'howto.bonusText' },
  { id: 'end-bonus', title: 'howto.endBonus', text: 'howto.endBonusText' },
];

export function videoSources(id: HowtoVideo['id']) {
  const base = `${import.meta.env.BASE_URL}howto/${id}`;
  return { webm: `${base}.webm`, mp4: `${base}.mp4`, poster: `${base}.jpg` };
}
