import type { MessagePort } from 'node:worker_threads';

/** What a pool's worker receives: the task, and a port on which it says it has begun. */
export interface WorkerEnvelope<Task> {
  task: Task;
  begun: MessagePort;
}

/**
 * A worker module's default export (ADR 0208): the task's function, which first tells the pool it
 * has begun. A task's deadline counts from then: the time it waited for a worker, and the worker's
 * own start at `nice` +10 on a busy machine, are not the file's doing.
 */
export function workerTask<Task, Result>(
  run: (task: Task) => Result | Promise<Result>,
): (envelope: WorkerEnvelope<Task>) => Result | Promise<Result> {
  return ({ task, begun }) => {
    begun.postMessage(null);
    begun.close();
    return run(task);
  };
}
