import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ANSWER_ENCODINGS, COMPRESS_THRESHOLD_BYTES } from '../lib/encoded-answer.ts';

/**
 * Public JSON over 1 KiB (the API docs, operators' lists) is compressed on the fly; brotli at
 * quality 4 (the plugin's default, not zlib's 11). Member routes opt out (contract-route.ts):
 * their answers are money, and the per-answer cost of an encoder showed on the wallet read's
 * throughput (bench, compression lines). Static files are precompressed at build, and the
 * lookups' cached answers once per value (lib/encoded-answer.ts, ADR 0126): both already carry
 * Content-Encoding, and the plugin skips them.
 */

export const compression = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: [...ANSWER_ENCODINGS],
    });
  },
  { name: 'compression' },
);
