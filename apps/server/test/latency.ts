/**
 * Latencies of a request repeated while `busy` runs: the loop measures the event loop of the
 * server as an unrelated member feels it.
 */
export async function latenciesWhile(busy: Promise<unknown>, request: () => Promise<unknown>) {
  let done = false;
  void busy.finally(() => {
    done = true;
  });
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    await request();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await busy;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    /** The 95th percentile: a loaded 2-core machine stalls any process now and then. */
    p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
    max: sorted.at(-1) ?? 0,
  };
}
