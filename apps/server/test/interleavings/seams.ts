import { AsyncLocalStorage } from 'node:async_hooks';
import fc from 'fast-check';

/*
 * The interleaving scheduler (ADR 0188). Every operation starts behind a gate, and every answer
 * of an outside system the test wraps comes back through one; nothing else is held. The driver
 * lets the real server (and PostgreSQL) run until each operation is either finished or parked at
 * a gate, then opens one gate, chosen by the generated ordering: step {gate: n} opens the n-th
 * waiting gate (modulo how many wait), oldest first, and steps past the end open the oldest. A
 * step `together` opens the next gate at once instead of waiting for quiet, so two operations
 * run in PostgreSQL at the same time (their order there is the database's). So an ordering is a
 * plain array that fast-check shrinks towards fewer and smaller steps: the arrival order, one
 * operation at a time, and a failure comes back as the few departures from it that matter.
 * (fc.scheduler draws its choices from the random stream and does not shrink them.)
 */

/** Which operation the code now running belongs to: the gates name their answers by it. */
const running = new AsyncLocalStorage<string>();

/** One step of an ordering: which waiting gate opens, and whether the next opens without waiting. */
export interface Step {
  gate: number;
  together: boolean;
}

interface Gate {
  label: string;
  open(): void;
}

/** If the operations do not all park or finish by then, one is waiting on a lock a parked one holds. */
const STALL_MS = 250;

export class Seams {
  private readonly waiting: Gate[] = [];
  /** The gates in the order they were opened: the ordering a failure reports. */
  readonly opened: string[] = [];
  private next = 0;
  private over = false;

  constructor(private readonly steps: readonly Step[]) {}

  /**
   * `call` made now, its answer (or its error) held until the scheduler opens the gate: as an
   * outside system that applied the request and whose reply is still on its way.
   */
  hold<T>(what: string, call: () => T | Promise<T>): Promise<T> {
    const label = `${running.getStore() ?? 'background'}: ${what}`;
    // A method that answers at once (a signature check) or throws is held all the same.
    const answer = new Promise<T>((resolve) => resolve(call()));
    // Once the run is over no driver opens gates: a late call (a job) is answered as it comes.
    if (this.over) return answer;
    answer.catch(() => {});
    return new Promise<void>((open) => this.waiting.push({ label, open })).then(() => answer);
  }

  /** Wraps an outside system's method in place: its answers come back through gates. */
  wrap<O extends object, K extends keyof O & string>(
    target: O,
    method: K,
    what: string = method,
  ): () => void {
    const original = target[method] as (...args: unknown[]) => unknown;
    (target as Record<string, unknown>)[method] = (...args: unknown[]) =>
      this.hold(what, () => original.apply(target, args));
    return () => {
      (target as Record<string, unknown>)[method] = original;
    };
  }

  /** Runs the operations, each started behind its own gate, until all have answered. */
  async run<R>(operations: { name: string; run: () => Promise<R> }[]): Promise<PromiseSettledResult<R>[]> {
    let finished = 0;
    const results = operations.map(({ name, run }) =>
      running.run(name, async () => {
        try {
          await new Promise<void>((open) => this.waiting.push({ label: `${name}: start`, open }));
          return await run();
        } finally {
          finished += 1;
        }
      }),
    );
    const all = Promise.allSettled(results);
    let together = false;
    while (finished < operations.length) {
      const quiet = () =>
        finished === operations.length || this.waiting.length + finished >= operations.length;
      await settle(together ? () => this.waiting.length > 0 || quiet() : quiet);
      if (this.waiting.length === 0) {
        await pause(2);
        continue;
      }
      const step = this.steps[this.next] ?? { gate: 0, together: false };
      this.next += 1;
      together = step.together;
      const [gate] = this.waiting.splice(step.gate % this.waiting.length, 1);
      this.opened.push(`${gate!.label}${together ? ' (and the next at once)' : ''}`);
      gate!.open();
    }
    // Answers held for work left behind (a background recovery) are let through in arrival order.
    this.over = true;
    for (const gate of this.waiting.splice(0)) gate.open();
    // INTERLEAVINGS_LOG=1 prints every ordering that ran, to see what the search covers.
    if (process.env.INTERLEAVINGS_LOG) console.log(this.describe());
    return all;
  }

  /** The ordering as it ran, for a failure's message. */
  describe(): string {
    return this.opened.map((label, index) => `${index + 1}. ${label}`).join('\n');
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits until `quiet()` holds, or STALL_MS passed. */
async function settle(quiet: () => boolean): Promise<void> {
  const until = Date.now() + STALL_MS;
  // A few turns of the event loop first: a gate reached without I/O needs no timer.
  for (let turn = 0; turn < 3; turn += 1) await new Promise<void>((resolve) => setImmediate(resolve));
  while (!quiet() && Date.now() < until) await pause(1);
}

/** An ordering: which waiting gate each step opens; shrinks towards the arrival order, one at a time. */
export const orderingArb = fc.array(fc.record({ gate: fc.nat({ max: 7 }), together: fc.boolean() }), {
  maxLength: 10,
});

/** Runs `check` after a run; a failure carries the ordering that ran. */
export async function withOrdering(seams: Seams, check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\n\nordering:\n${seams.describe()}`, { cause: error });
  }
}

/** How many runs a property makes: FC_RUNS widens the search. */
export const runsOf = (runs: number) => Number(process.env.FC_RUNS ?? runs);

/** A test's time for `runs` runs: a member registered and two operations each, on a loaded machine. */
export const timeFor = (runs: number) => 30_000 + runsOf(runs) * 4_000;

/** The property's options: FC_SEED replays a failure. */
export function propertyOptions(runs: number): fc.Parameters<unknown> {
  const seed = process.env.FC_SEED;
  return { numRuns: runsOf(runs), ...(seed === undefined ? {} : { seed: Number(seed) }) };
}
