/**
 * Group commit (ADR 0095): requests that arrive while earlier ones are being written wait and go
 * to the database together, as one statement. A lone request goes at once (no timer, no added
 * wait when the server is quiet); under load, each statement carries what queued up behind the
 * ones in flight, so the per-statement and per-commit work (planning, executor start, the journal
 * trigger, the commit record and its WAL flush) is paid once for many.
 *
 * Items with the same `keyOf` never share a batch: the second waits for the next one, so a batch
 * never holds two writes of the same row that the statement could not order. A batch that fails
 * as a whole (one item's refusal fails its statement) is written again one item at a time, so each
 * item gets the answer it would have had alone and no item fails for another's sake.
 */
export class GroupCommit<Item, Result> {
  private readonly queue: {
    item: Item;
    resolve: (result: Result) => void;
    reject: (error: unknown) => void;
  }[] = [];
  private inFlight = 0;

  constructor(
    /** Writes the batch in one atomic statement; one result per item, in the items' order. */
    private readonly write: (items: Item[]) => Promise<Result[]>,
    private readonly keyOf: (item: Item) => string | number,
    /** Statements in flight at once: the pool's other users keep their connections. */
    private readonly maxInFlight = 4,
    /** Items per statement: bounds its parameters and how long its row locks are held. */
    private readonly maxBatch = 64,
  ) {}

  submit(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.pump();
    });
  }

  private async writeBatch(batch: typeof this.queue): Promise<void> {
    try {
      const results = await this.write(batch.map((entry) => entry.item));
      batch.forEach((entry, i) => entry.resolve(results[i]!));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      await Promise.all(
        batch.map((entry) =>
          this.write([entry.item]).then((results) => entry.resolve(results[0]!), entry.reject),
        ),
      );
    }
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const batch: typeof this.queue = [];
      const keys = new Set<string | number>();
      const rest: typeof this.queue = [];
      for (const entry of this.queue) {
        const key = this.keyOf(entry.item);
        if (batch.length < this.maxBatch && !keys.has(key)) {
          keys.add(key);
          batch.push(entry);
        } else rest.push(entry);
      }
      this.queue.splice(0, this.queue.length, ...rest);
      this.inFlight += 1;
      void this.writeBatch(batch).finally(() => {
        this.inFlight -= 1;
        this.pump();
      });
    }
  }
}
