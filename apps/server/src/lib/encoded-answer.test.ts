import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES, EncodedAnswer } from './encoded-answer.ts';

const large = JSON.stringify({
  banks: Array.from({ length: 60 }, (_, i) => ({ code: `B${i}`, nameTH: 'ธนาคาร' })),
});

describe('EncodedAnswer', () => {
  it('sends the answer as it is when the client accepts no compression it offers', () => {
    const answer = EncodedAnswer.ofJson(large);
    for (const header of [undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0'])
      expect(answer.forRequest(header)).toEqual({ body: Buffer.from(large) });
  });

  it('picks the encoding the client prefers, reading q-values, * and x-gzip as the plugin does', () => {
    const answer = EncodedAnswer.ofJson(large);
    expect(answer.forRequest('gzip, deflate, br').encoding).toBe('br');
    expect(answer.forRequest('br;q=0.5, gzip').encoding).toBe('gzip');
    expect(answer.forRequest('x-gzip').encoding).toBe('gzip');
    expect(answer.forRequest('*').encoding).toBe('gzip');
    const br = answer.forRequest('br').body;
    const gzip = answer.forRequest('gzip').body;
    expect(brotliDecompressSync(br).toString()).toBe(large);
    expect(gunzipSync(gzip).toString()).toBe(large);
    expect(br.length).toBeLessThan(Buffer.byteLength(large) / 3);
  });

  it('compresses each form once: later requests get the same bytes', () => {
    const answer = EncodedAnswer.ofJson(large);
    expect(answer.forRequest('br').body).toBe(answer.forRequest('br').body);
    expect(answer.forRequest('gzip').body).toBe(answer.forRequest('gzip').body);
  });

  it('leaves an answer under the threshold uncompressed', () => {
    const small = JSON.stringify({ active: true });
    expect(Buffer.byteLength(small)).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(EncodedAnswer.ofJson(small).forRequest('br')).toEqual({ body: Buffer.from(small) });
  });
});
