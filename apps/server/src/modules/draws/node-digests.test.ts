import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawOutcome, serverSeedHashOf, webDigests } from '@wallet/contract';
import { nodeDigests } from './node-digests.ts';

const weights = [
  { outcome: 'A', weight: 1 },
  { outcome: 'B', weight: 7 },
  { outcome: 'C', weight: 3_000_000_019 },
];

describe('the server’s draw digests', () => {
  it('equal WebCrypto’s, so a browser recomputes every draw the server made (multi-byte text included)', async () => {
    for (let i = 0; i < 200; i += 1) {
      const serverSeed = randomBytes(32).toString('hex');
      const clientSeed = i % 2 === 0 ? randomBytes(8).toString('hex') : `ลาว ${i} ສະບາຍດີ`;
      const input = { serverSeed, clientSeed, nonce: i, weights };
      expect(await drawOutcome(input, nodeDigests)).toEqual(await drawOutcome(input, webDigests));
      expect(await serverSeedHashOf(serverSeed, nodeDigests)).toBe(await serverSeedHashOf(serverSeed));
      expect(Buffer.from(await nodeDigests.hmacSha256(clientSeed, serverSeed))).toEqual(
        Buffer.from(await webDigests.hmacSha256(clientSeed, serverSeed)),
      );
    }
  });
});
