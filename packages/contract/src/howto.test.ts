import { describe, expect, it } from 'vitest';
import { settingShapes } from './api/settings-operator.ts';
import { videoLinkIn } from './howto.ts';

const link = settingShapes.howto.shape.wallet.shape.link;

describe('a how-to video link (ADR 0118)', () => {
  it.each(['/howto/th/wallet.webm', 'https://cdn.example.com/a/b.MP4?x=1', 'https://x.io/v.mov#t=2'])(
    'takes %s',
    (value) => expect(link.safeParse({ th: value }).success).toBe(true),
  );

  it.each([
    'http://x.io/a.mp4',
    'https://www.youtube.com/watch?v=abc',
    '//evil.example/a.mp4',
    '/a.mp4 x',
    'javascript:a.mp4',
    '/howto/th/wallet',
    'https://x.mp4',
  ])('refuses %s as VIDEO_LINK_INVALID', (value) => {
    const result = link.safeParse({ th: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('VIDEO_LINK_INVALID');
  });

  it('wants a Thai link; Lao and English may be left empty', () => {
    expect(link.safeParse({ th: '/a.webm', la: '', en: '' }).success).toBe(true);
    expect(link.safeParse({ th: '' }).success).toBe(false);
    expect(link.safeParse({ la: '/a.webm' }).success).toBe(false);
  });
});

describe('the clip a member plays', () => {
  it('is their language’s, a Lao member’s else the English one, and none for Thai or English', () => {
    expect(videoLinkIn({ th: '/t.webm', la: '/l.webm' }, 'la')).toEqual({ link: '/l.webm', language: 'la' });
    expect(videoLinkIn({ th: '/t.webm', en: '/e.webm' }, 'la')).toEqual({ link: '/e.webm', language: 'en' });
    expect(videoLinkIn({ th: '/t.webm', la: ' ' }, 'la')).toBeNull();
    expect(videoLinkIn({ th: '/t.webm' }, 'en')).toBeNull();
    expect(videoLinkIn({ th: '/t.webm', en: '/e.webm' }, 'th')).toEqual({ link: '/t.webm', language: 'th' });
  });
});
