import { describe, expect, it } from 'vitest';
import { clipLanguageFor, videoSources } from './howto-videos.ts';

describe('how-to clips by language', () => {
  it('plays each language its own clips', () => {
    expect(videoSources('wallet', 'th')?.webm).toMatch(/howto\/th\/wallet\.webm$/);
    expect(videoSources('bonus', 'la')?.mp4).toMatch(/howto\/la\/bonus\.mp4$/);
    expect(videoSources('play', 'en')?.poster).toMatch(/howto\/en\/play\.jpg$/);
  });

  it('falls back from Lao to English, and never plays English on the Thai site', () => {
    expect(clipLanguageFor('la', ['th', 'en'])).toBe('en');
    expect(clipLanguageFor('th', ['la', 'en'])).toBeNull();
    expect(clipLanguageFor('en', ['th'])).toBeNull();
  });
});
