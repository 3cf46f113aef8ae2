/** A small seeded generator (mulberry32): the same seed draws the same outside answers. */
export interface Random {
  next(): number;
  pick<T>(choices: readonly T[]): T;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: (choices) => choices[Math.floor(next() * choices.length)]! };
}

/** One attempt's own seed from the run's seed, the point and the attempt (FNV-1a): `--point` replays the same draw. */
export function attemptSeed(seed: number, point: string, attempt: number): number {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of `${point}#${attempt}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}
