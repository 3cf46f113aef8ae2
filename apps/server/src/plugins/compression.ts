import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers under 1 KiB go out as they are: a header costs a mobile round trip nothing, but
 * compressing a money reply of 200 bytes would cost the server CPU for no byte saved.
 * Bigger JSON (the lookups, the statement, home's games) is compressed on the fly; brotli at
 * quality 4 (the plugin's default, not zlib's 11) packs about as well as gzip 6 for less CPU
 * (bench: `npm run bench`, compression line). Static files are precompressed at build and skipped
 * here (they already carry Content-Encoding).
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export const compression = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
});
