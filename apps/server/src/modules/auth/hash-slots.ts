/**
 * At most `size` pieces of work at once, the rest waiting their turn in order. Password hashes go
 * through one (password.ts, ADR 0207): each argon2 hash holds 12 MiB of its own while it runs, and
 * hashes past the cores only queue for CPU anyway, so more at once adds memory, not speed.
 */
export class HashSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {}

  /** Pieces of work running now (at most size). */
  get busy(): number {
    return this.running;
  }

  async use<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so no newcomer can slip in between.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
