import { readStatement, type StatementReading, type StatementTask } from './read-statement.ts';

/** Runs in a worker thread (the worker pool): unzipping and reading thousands of rows is CPU work. */
export default function readStatementTask(task: StatementTask): Promise<StatementReading> {
  return readStatement(task);
}
