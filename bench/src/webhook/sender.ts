import type { ChildProcess } from 'node:child_process';
import { startChild, stopChild } from '../child-process.ts';
import type { DriveOrder, DriveResult } from './driver.ts';

/** The driver process: one order at a time. */
export class WebhookSender {
  private constructor(private readonly child: ChildProcess) {}

  static async start(): Promise<WebhookSender> {
    return new WebhookSender(await startChild(new URL('./driver.ts', import.meta.url), 'webhook driver'));
  }

  drive(order: DriveOrder): Promise<DriveResult> {
    return new Promise((resolve, reject) => {
      this.child.once('message', (reply: { result?: DriveResult; error?: string }) =>
        reply.result ? resolve(reply.result) : reject(new Error(reply.error)),
      );
      this.child.send(order);
    });
  }

  stop(): Promise<void> {
    return stopChild(this.child);
  }
}
