import type { ChatConversationSummary, ChatMessage } from '@wallet/contract';

/** Whose conversation changed: the realtime place turns it into the customer's room. */
export type ChatOwner = { memberId: number } | { guestKey: string };

/**
 * A conversation changed: a message arrived (either way), it was read, assigned or closed. The
 * customer's part goes out as soon as the change is stored; the agents' part follows with the
 * conversation's new summary (a query more), so the customer never waits for the inbox's figures.
 */
export interface ChatChange {
  owner: ChatOwner;
  /** The new message, pushed to the customer's room. */
  message?: ChatMessage;
  /** An agent read it: the customer's read receipts. */
  agentReadAt?: string;
  /** For the agents: the conversation's summary and the message that changed it, if one did. */
  inbox?: { conversation: ChatConversationSummary; message: ChatMessage | null };
}

/**
 * The chat topic of the live bus (issue 25): published by the chat module, pushed by the chat
 * namespace (src/realtime/chat-namespace.ts). Heard on this node only, as the queues are: the
 * namespace's broadcast reaches every node's sockets through the socket adapter.
 */
export class ChatEvents {
  private readonly listeners = new Set<(change: ChatChange) => void>();

  on(listener: (change: ChatChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(change: ChatChange): void {
    for (const listener of this.listeners) listener(change);
  }
}
