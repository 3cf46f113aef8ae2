import type { FastifyRequest } from 'fastify';
import type {
  AgentMessageBody,
  ChatConversationSummary,
  ChatHistoryReply,
  ChatMessage,
  ChatMessageBody,
  ChatSendRequest,
  ChatUploadReply,
} from '@wallet/contract';
import type { ChatEvents, ChatOwner } from '../../lib/chat-events.ts';
import type { ChatFiles, UploadKind } from './chat-files.ts';
import type { ChatLimits } from './chat-limits.ts';
import type { Conversations } from './conversations.ts';
import { ownerOf, type Customer } from './customers.ts';
import type { ChatMessages } from './messages.ts';

/**
 * The chat's rules for both sides (issue 25): who writes to which conversation, what each may
 * send, and the push of every change on the live bus (after it is stored).
 */
export class ChatService {
  constructor(
    private readonly conversations: Conversations,
    private readonly messages: ChatMessages,
    private readonly files: ChatFiles,
    private readonly limits: ChatLimits,
    private readonly events: ChatEvents,
  ) {}

  async send(
    customer: Customer,
    request: ChatSendRequest,
    ip: string,
    locale: 'th' | 'la' | 'en',
  ): Promise<ChatMessage> {
    await this.limits.message(customer, ip);
    const conversationId = await this.conversations.open(customer);
    await this.conversations.noteLocale(conversationId, locale);
    await this.assertFile(conversationId, request.message);
    const message = await this.messages.append(
      conversationId,
      {
        sender: 'customer',
        ...(customer.kind === 'member'
          ? { memberId: customer.memberId, username: customer.username, name: customer.name }
          : { guestKey: customer.guestKey, ...(request.name ? { name: request.name } : {}) }),
        ...(request.deviceToken ? { deviceToken: request.deviceToken } : {}),
      },
      request.message,
    );
    await this.publish(conversationId, ownerOf(customer), { message });
    return message;
  }

  async history(customer: Customer, limit: number, skip: number): Promise<ChatHistoryReply> {
    const conversationId = await this.conversations.find(customer);
    // A member's older guest conversation of this browser, not merged: the widget asks (ADR 0153).
    const guestWaiting =
      customer.kind === 'member' && customer.guestKey !== undefined
        ? await this.conversations.guestWaiting(customer.guestKey)
        : false;
    if (conversationId === undefined) return { list: [], readAt: null, guestWaiting };
    return {
      list: await this.messages.page(conversationId, limit, skip),
      readAt: await this.conversations.agentReadAt(conversationId),
      guestWaiting,
    };
  }

  async readByCustomer(customer: Customer): Promise<void> {
    const conversationId = await this.conversations.find(customer);
    if (conversationId === undefined) return;
    await this.conversations.readByCustomer(conversationId);
    await this.publish(conversationId, ownerOf(customer), {});
  }

  async upload(
    customer: Customer,
    kind: UploadKind,
    request: FastifyRequest,
    ip: string,
  ): Promise<ChatUploadReply> {
    await this.limits.upload(customer, ip);
    return this.files.receive(request, kind, () => this.conversations.open(customer));
  }

  async agentSend(
    conversationId: number,
    operator: { id: number; username: string; name: string },
    body: AgentMessageBody,
  ) {
    await this.limits.agent(operator.id);
    const owner = await this.conversations.owner(conversationId);
    await this.assertFile(conversationId, body);
    const message = await this.messages.append(
      conversationId,
      { sender: 'other', operatorId: operator.id, username: operator.username, name: operator.name },
      body,
    );
    await this.conversations.claimIfUnassigned(conversationId, operator.id);
    // Answering is reading: the member's messages before the answer are read.
    const agentReadAt = await this.conversations.readByAgent(conversationId);
    await this.publish(conversationId, owner, { message, agentReadAt });
    return message;
  }

  async agentUpload(conversationId: number, operatorId: number, kind: UploadKind, request: FastifyRequest) {
    await this.limits.agent(operatorId);
    await this.conversations.assertExists(conversationId);
    return this.files.receive(request, kind, async () => conversationId);
  }

  /** A guest logged in as this member: their conversation becomes the member's (ADR 0102). */
  /** `recent` at login and on chat calls; `consented` when the member agreed (ADR 0153). */
  async mergeGuest(guestKey: string, memberId: number, basis: 'recent' | 'consented'): Promise<void> {
    const conversationId = await this.conversations.merge(guestKey, memberId, basis);
    // The agents' list loses the guest's line and shows the member's with the history.
    if (conversationId !== undefined) await this.publish(conversationId, { memberId }, {});
  }

  async agentRead(conversationId: number): Promise<void> {
    const owner = await this.conversations.owner(conversationId);
    const agentReadAt = await this.conversations.readByAgent(conversationId);
    await this.publish(conversationId, owner, { agentReadAt });
  }

  async assign(conversationId: number, operatorId: number | null): Promise<ChatConversationSummary> {
    await this.conversations.assign(conversationId, operatorId);
    return this.publish(conversationId, await this.conversations.owner(conversationId), {});
  }

  async close(conversationId: number, operatorId: number): Promise<ChatConversationSummary> {
    await this.conversations.close(conversationId, operatorId);
    return this.publish(conversationId, await this.conversations.owner(conversationId), {});
  }

  private async assertFile(conversationId: number, body: ChatMessageBody): Promise<void> {
    if (body.message_type === 'media')
      await this.files.assertOwned(conversationId, body.payload.filePath, body.payload.fileType);
  }

  private async publish(
    conversationId: number,
    owner: ChatOwner,
    change: { message?: ChatMessage; agentReadAt?: string },
  ): Promise<ChatConversationSummary> {
    if (change.message || change.agentReadAt) this.events.changed({ owner, ...change });
    const conversation = await this.conversations.summary(conversationId);
    this.events.changed({ owner, inbox: { conversation, message: change.message ?? null } });
    return conversation;
  }
}
