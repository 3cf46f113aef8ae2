import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { homeApi, lookupApi } from '@wallet/contract';
import { useFundedMember, useTestApp } from '../../test/fixture.ts';
import { call } from '../../test/call.ts';
import { COMPRESS_THRESHOLD_BYTES } from '../lib/encoded-answer.ts';

const t = useTestApp();
const player = useFundedMember(t, 100);
const ACCEPT = { 'accept-encoding': 'br, gzip' };

describe('compression of API answers', () => {
  it('compresses a public lookup over the threshold for a client that accepts it', async () => {
    const plain = await call(t.app, lookupApi.banks);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const packed = await call(t.app, lookupApi.banks, { headers: ACCEPT });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers.vary).toContain('accept-encoding');
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(packed.rawPayload).toString())).toEqual(plain.json());
  });

  it("sends a member's money answers as they are, whatever their size", async () => {
    const wallet = await call(t.app, homeApi.wallet, { headers: { ...player.headers, ...ACCEPT } });
    expect(wallet.statusCode).toBe(200);
    expect(wallet.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(wallet.headers['content-encoding']).toBeUndefined();
  });
});
