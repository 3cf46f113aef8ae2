import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { DriveOrder, DriveResult } from './driver.ts';

/** The driver process: one order at a time. */
export class WebhookSender {
  private constructor(private readonly child: ChildProcess) {}

  static async start(): Promise<WebhookSender> {
    const child = fork(fileURLToPath(new URL('./driver.ts', import.meta.url)), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`bench: the webhook driver exited (${code})`)));
    });
    child.removeAllListeners();
    return new WebhookSender(child);
  }

  drive(order: DriveOrder): Promise<DriveResult> {
    return new Promise((resolve, reject) => {
      this.child.once('message', (reply: { result?: DriveResult; error?: string }) =>
        reply.result ? resolve(reply.result) : reject(new Error(reply.error)),
      );
      this.child.send(order);
    });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.disconnect();
    await exited;
  }
}
