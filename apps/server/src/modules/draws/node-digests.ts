import { createHash, createHmac } from 'node:crypto';
import type { DrawDigests } from '@wallet/contract';

/**
 * The draw's digests computed at once on node:crypto (ADR 0212): WebCrypto's are a thread-pool job
 * each, and a spin took three of them inside its transaction. The same SHA-256 and HMAC-SHA256;
 * node-digests.test.ts holds them equal to WebCrypto's.
 */
export const nodeDigests: DrawDigests = {
  sha256: (text) => createHash('sha256').update(text, 'utf8').digest(),
  hmacSha256: (key, message) =>
    createHmac('sha256', Buffer.from(key, 'utf8')).update(message, 'utf8').digest(),
};
