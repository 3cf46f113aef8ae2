import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Starts a bench helper process (a TypeScript module beside the caller) and waits for its
 * 'ready' message. Only the TypeScript loader goes along: flags given to the bench (heap sizes,
 * profiling) are the server's.
 */
export async function startChild(module: URL, name: string): Promise<ChildProcess> {
  const child = fork(fileURLToPath(module), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bench: the ${name} exited (${code})`)));
  });
  child.removeAllListeners();
  return child;
}

/** Ends a child started by startChild: it exits when its IPC channel closes. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.disconnect();
  await exited;
}
