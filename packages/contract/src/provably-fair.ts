/**
 * Provably fair draws (ADR 0041): one implementation for the server that draws, the web
 * app's verify view and the `draw:verify` script, on WebCrypto (Node and browsers alike) or on
 * digests the caller gives (the server's are node:crypto's, computed at once: DrawDigests).
 *
 * outcome = the weights read at an unbiased integer taken from
 *   HMAC-SHA256(key = serverSeed as UTF-8 text, message = `${clientSeed}:${nonce}`)
 * The digest is eight big-endian 32-bit words. With W the total weight, each word v is accepted
 * only when v < 2^32 - (2^32 mod W), a whole number of copies of [0, W); the roll is v mod W,
 * so every roll is exactly equally likely (a plain `v mod W` would favour the low rolls whenever
 * W does not divide 2^32). When all eight words are refused (probability below (W/2^32)^8), the
 * next digest uses the message `${clientSeed}:${nonce}:${round}`, round = 1, 2, ...
 * The roll falls in the first weight whose running total exceeds it.
 */

export interface Weight {
  outcome: string;
  /** A whole number, 0 or more; the chance is weight / total. */
  weight: number;
}

const TWO_POW_32 = 2 ** 32;

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The two digests a draw is made of, over UTF-8 text. WebCrypto's (webDigests) work everywhere but
 * are asynchronous jobs; a server may give the same digests computed at once (node:crypto), which
 * cost a spin far less than a job each (ADR 0212). Both are plain SHA-256 and HMAC-SHA256.
 */
export interface DrawDigests {
  sha256(text: string): Uint8Array | Promise<Uint8Array>;
  hmacSha256(key: string, message: string): Uint8Array | Promise<Uint8Array>;
}

/** The digests on WebCrypto (browsers and Node alike). */
export const webDigests: DrawDigests = {
  async sha256(text) {
    return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  },
  async hmacSha256(keyText, message) {
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(keyText),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    return new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message)));
  },
};

/** sha256 of the server seed (its text), hex: the commitment published before the draw. */
export async function serverSeedHashOf(
  serverSeed: string,
  digests: DrawDigests = webDigests,
): Promise<string> {
  return hex(await digests.sha256(serverSeed));
}

/** The total weight; refuses tables that cannot be drawn from fairly. */
export function totalWeight(weights: readonly Weight[]): number {
  if (weights.some((entry) => !Number.isSafeInteger(entry.weight) || entry.weight < 0))
    throw new Error('draw weights are whole numbers, 0 or more');
  const total = weights.reduce((sum, entry) => sum + entry.weight, 0);
  if (total < 1 || total > TWO_POW_32) throw new Error('draw weights must total 1 to 2^32');
  return total;
}

/** The first accepted 32-bit word of the digests, reduced to [0, total): see the module comment. */
export function unbiasedRoll(words: readonly number[], total: number): number | undefined {
  const limit = TWO_POW_32 - (TWO_POW_32 % total);
  const accepted = words.find((word) => word < limit);
  return accepted === undefined ? undefined : accepted % total;
}

/** The outcome a roll lands on. */
export function outcomeOfRoll(weights: readonly Weight[], roll: number): string {
  let running = 0;
  for (const entry of weights) {
    running += entry.weight;
    if (roll < running) return entry.outcome;
  }
  throw new Error('roll outside the weights');
}

export interface DrawInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  weights: readonly Weight[];
}

/** The draw's roll and outcome, recomputable by anyone who has its revealed inputs. */
export async function drawOutcome(
  input: DrawInput,
  digests: DrawDigests = webDigests,
): Promise<{ roll: number; outcome: string }> {
  const total = totalWeight(input.weights);
  for (let round = 0; ; round += 1) {
    const message = `${input.clientSeed}:${input.nonce}${round === 0 ? '' : `:${round}`}`;
    const digest = await digests.hmacSha256(input.serverSeed, message);
    const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
    const words = Array.from({ length: 8 }, (_, i) => view.getUint32(i * 4, false));
    const roll = unbiasedRoll(words, total);
    if (roll !== undefined) return { roll, outcome: outcomeOfRoll(input.weights, roll) };
  }
}

/** Checks a recorded draw: the seed matches its published hash and recomputes to the recorded outcome. */
export async function verifyDraw(
  draw: DrawInput & { serverSeedHash: string; roll: number; outcome: string },
): Promise<{ hashMatches: boolean; outcomeMatches: boolean; recomputed: { roll: number; outcome: string } }> {
  const recomputed = await drawOutcome(draw);
  return {
    hashMatches: (await serverSeedHashOf(draw.serverSeed)) === draw.serverSeedHash,
    outcomeMatches: recomputed.roll === draw.roll && recomputed.outcome === draw.outcome,
    recomputed,
  };
}
