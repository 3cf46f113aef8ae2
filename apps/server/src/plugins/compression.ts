import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Public JSON over 1 KiB (the lookups, the API docs) is compressed on the fly; brotli at quality
 * 4 (the plugin's default, not zlib's 11). Member routes opt out (contract-route.ts): their
 * answers are money, and the per-answer cost of an encoder showed on the wallet read's throughput
 * (bench, compression lines). Static files are precompressed at build and skipped here (they
 * already carry Content-Encoding).
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export const compression = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
});
