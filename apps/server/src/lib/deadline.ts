/**
 * A call with our own deadline: past it the promise rejects with `late()` and the call is left
 * to finish (or never) on its own. Every call to an outside system goes through one (game
 * providers: GAME_TIMEOUT_MS; the payout rail: PAYOUT_TIMEOUT_MS), and so does each recovery
 * task (RECOVERY_TASK_TIMEOUT_MS): nothing outside can hold a request, a job or a shutdown forever.
 */
export function withDeadline<T>(call: Promise<T>, ms: number, late: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(late()), ms);
  });
  return Promise.race([call, deadline]).finally(() => clearTimeout(timer));
}
