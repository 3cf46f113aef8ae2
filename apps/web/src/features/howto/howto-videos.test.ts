import { describe, expect, it } from 'vitest';
import { videoSources } from './howto-videos.ts';

describe('what the player plays for a link', () => {
  it('a shipped clip: its webm, its mp4 and its poster frame', () => {
    expect(videoSources('/howto/la/bonus.webm')).toEqual({
      sources: [
        { src: '/howto/la/bonus.webm', type: 'video/webm' },
        { src: '/howto/la/bonus.mp4', type: 'video/mp4' },
      ],
      poster: '/howto/la/bonus.jpg',
    });
    expect(videoSources('/howto/th/end-bonus.mp4').poster).toBe('/howto/th/end-bonus.jpg');
  });

  it('another link as it is, without a poster', () => {
    expect(videoSources('https://cdn.example.com/v/wallet.mp4')).toEqual({
      sources: [{ src: 'https://cdn.example.com/v/wallet.mp4' }],
    });
    expect(videoSources('/media/wallet.webm')).toEqual({ sources: [{ src: '/media/wallet.webm' }] });
  });

  it('never a script address', () => {
    expect(videoSources('javascript:alert(1)//.mp4').sources).toEqual([]);
  });
});
