import { describe, expect, it } from 'vitest';
import { checkChatFile } from './file-rules.ts';

const MB = 1024 * 1024;

describe('checkChatFile (spec doc 1 section 5)', () => {
  it('takes png, jpeg, jpg and gif images up to 10 MB, mp4 and quicktime videos up to 20 MB', () => {
    for (const name of ['a.png', 'a.JPEG', 'a.jpg', 'a.gif'])
      expect(checkChatFile({ name, size: 10 * MB })).toEqual({ ok: true, kind: 'image' });
    for (const name of ['a.mp4', 'a.mov'])
      expect(checkChatFile({ name, size: 20 * MB })).toEqual({ ok: true, kind: 'video' });
  });

  it('a file with no extension or another type is not supported', () => {
    for (const name of ['photo', 'a.pdf', 'a.webp', '.png'])
      expect(checkChatFile({ name, size: 10 })).toEqual({ ok: false, alert: 'unsupported' });
  });

  it('too large names the limit in MB', () => {
    expect(checkChatFile({ name: 'a.png', size: 10 * MB + 1 })).toEqual({
      ok: false,
      alert: 'tooLarge',
      sizeMb: 10,
    });
    expect(checkChatFile({ name: 'a.mp4', size: 20 * MB + 1 })).toEqual({
      ok: false,
      alert: 'tooLarge',
      sizeMb: 20,
    });
  });
});
