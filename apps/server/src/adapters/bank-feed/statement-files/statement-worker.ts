import { workerTask } from '../../../lib/worker-task.ts';
import { readStatement } from './read-statement.ts';

/** Runs in a worker thread (the worker pool): unzipping and reading thousands of rows is CPU work. */
export default workerTask(readStatement);
