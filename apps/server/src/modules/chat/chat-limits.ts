import { fail } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { ownerOf, type Customer } from './customers.ts';

/**
 * Message and upload budgets (ADR 0083), taken before the message is stored or the body read:
 * per member or guest, and per address (the connection: one address cannot flood by minting
 * guest ids). The socket's own events have a per-socket budget in the chat namespace.
 */
export class ChatLimits {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly messagesPerMinute: number,
    private readonly uploadsPerMinute: number,
  ) {}

  private async take(key: string, limit: number): Promise<void> {
    if ((await this.limiter.hit(key, 60)) > limit) fail('REQUEST_LIMIT');
  }

  private keyOf(customer: Customer): string {
    const owner = ownerOf(customer);
    return 'memberId' in owner ? `m${owner.memberId}` : `g${owner.guestKey}`;
  }

  // The two budgets are taken together (one wait, not two, before a message is stored); an
  // attempt refused by one still counts against the other, as a refused attempt should.
  async message(customer: Customer, ip: string): Promise<void> {
    await Promise.all([
      this.take(`chat-msg:${this.keyOf(customer)}`, this.messagesPerMinute),
      // An address may hold a few chatting people (a shop's Wi-Fi): three times one's budget.
      this.take(`chat-msg-ip:${ip}`, this.messagesPerMinute * 3),
    ]);
  }

  async upload(customer: Customer, ip: string): Promise<void> {
    await Promise.all([
      this.take(`chat-up:${this.keyOf(customer)}`, this.uploadsPerMinute),
      this.take(`chat-up-ip:${ip}`, this.uploadsPerMinute * 3),
    ]);
  }

  /** An agent's answers: a generous budget, against a stuck script rather than a fast typist. */
  async agent(operatorId: number): Promise<void> {
    await this.take(`chat-agent:${operatorId}`, this.messagesPerMinute * 4);
  }
}
