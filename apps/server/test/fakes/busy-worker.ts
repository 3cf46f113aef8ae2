import { workerTask } from '../../src/lib/worker-task.ts';

/** A worker task that holds its thread for the milliseconds it is given, as a file being read does. */
export default workerTask((ms: number): number => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
  return ms;
});
