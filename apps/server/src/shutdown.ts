export interface ShutdownStep {
  name: string;
  run(): Promise<unknown>;
}

export interface ShutdownLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Runs the steps in order; the ones in `bounded` share `deadlineMs` (requests and jobs that do
 * not finish in time are abandoned), `last` always runs after them (the database: stopping it
 * under a hung request is better than leaving it running). 'forced' when any step failed or
 * the deadline cut one short: the process should then exit non-zero.
 */
export async function runShutdown(
  bounded: ShutdownStep[],
  last: ShutdownStep,
  deadlineMs: number,
  log: ShutdownLog,
): Promise<'clean' | 'forced'> {
  let forced = false;
  const attempt = async (step: ShutdownStep) => {
    try {
      await step.run();
    } catch (error) {
      forced = true;
      log.error({ err: error, step: step.name }, 'shutdown step failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), deadlineMs)));
  const steps = (async () => {
    for (const step of bounded) await attempt(step);
  })();
  if ((await Promise.race([steps, late])) === 'late') {
    forced = true;
    log.error({ deadlineMs }, 'shutdown deadline passed; stopping the database under what is still running');
  }
  clearTimeout(timer);
  await attempt(last);
  return forced ? 'forced' : 'clean';
}
