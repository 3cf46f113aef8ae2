import { SmsSendError, type SmsSender } from './port.ts';

export interface SandboxSms {
  phone: string;
  message: string;
  createdAt: Date;
}

const KEEP = 1000;

/**
 * Keeps "delivered" messages in memory for GET /api/sandbox/sms/{phone}. Like a real
 * gateway it refuses numbers it cannot deliver to; `failNext` makes it refuse the next
 * sends, as a gateway outage would.
 */
export class SandboxSmsSender implements SmsSender {
  private readonly outbox: SandboxSms[] = [];
  private failures = 0;

  async send(phone: string, text: string): Promise<void> {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new SmsSendError('gateway unavailable');
    }
    if (!/^\d{9,15}$/.test(phone)) throw new SmsSendError('undeliverable number');
    this.outbox.unshift({ phone, message: text, createdAt: new Date() });
    this.outbox.length = Math.min(this.outbox.length, KEEP);
  }

  failNext(count: number): void {
    this.failures = count;
  }

  /** Newest first. */
  messagesFor(phone: string): SandboxSms[] {
    return this.outbox.filter((sms) => sms.phone === phone);
  }
}
