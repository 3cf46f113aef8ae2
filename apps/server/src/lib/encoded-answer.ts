import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/** The encodings JSON answers are offered in, best first (here and in plugins/compression.ts). */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ANSWER_ENCODINGS)[number];

/** Under this size an answer goes as it is: compressing it would save too little to be worth it. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** The client's Accept-Encoding read as the compression plugin reads it (`*` and x-gzip are gzip). */
function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...ANSWER_ENCODINGS]);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/**
 * A cached JSON answer as it is sent: its UTF-8 bytes, and each compressed form made once, the
 * first time a client asks for it, at the encoder's best level. Compressing a cached answer on
 * every request cost a brotli encoder per request (its megabytes of window are what the server's
 * RSS kept after a run of lookups) and most of the lookup's throughput (ADR 0126).
 */
export class EncodedAnswer {
  private readonly compressed = new Map<Encoding, Buffer>();

  constructor(readonly body: Buffer) {}

  static ofJson(json: string): EncodedAnswer {
    return new EncodedAnswer(Buffer.from(json));
  }

  /** The bytes to send for this Accept-Encoding, and their Content-Encoding if compressed. */
  forRequest(acceptEncoding: string | undefined): { body: Buffer; encoding?: Encoding } {
    const encoding =
      this.body.length < COMPRESS_THRESHOLD_BYTES ? undefined : acceptedEncoding(acceptEncoding);
    if (!encoding) return { body: this.body };
    let body = this.compressed.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : gzipSync(this.body, { level: constants.Z_BEST_COMPRESSION });
      this.compressed.set(encoding, body);
    }
    return { body, encoding };
  }
}
