import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { chatOperatorApi } from '@wallet/contract';
import { fromContract } from '../../lib/contract-route.ts';
import type { OperatorSide } from '../../lib/operator-side.ts';
import { settingGroupRoutes, type SettingGroupChanges } from '../settings/index.ts';
import type { CannedReplyStore } from './canned-replies.ts';
import type { ChatService } from './chat-service.ts';
import type { Conversations } from './conversations.ts';
import type { ChatMessages } from './messages.ts';
import { memberQueue } from './member-queue.ts';

export interface ChatOperatorRouteDeps {
  chat: ChatService;
  conversations: Conversations;
  messages: ChatMessages;
  canned: CannedReplyStore;
  operators: OperatorSide;
  pool: pg.Pool;
  /** The chat settings group (the sessions' idle time, ADR 0124). */
  changes: SettingGroupChanges;
}

/** The agents' inbox (issue 25 part 3): support and admin, HTTP only; and the chat settings group. */
export const chatOperatorRoutes: FastifyPluginAsyncZod<ChatOperatorRouteDeps> = async (app, deps) => {
  const { chat, conversations, messages, canned, operators, pool } = deps;
  await app.register(settingGroupRoutes, { group: 'chat', changes: deps.changes, operators });
  const agentOf = (request: { operator: { operatorId: number; username: string } }) => ({
    id: request.operator.operatorId,
    username: request.operator.username,
    name: request.operator.username,
  });

  app.route({
    ...fromContract(app, chatOperatorApi.inbox),
    handler: async (request) => ({
      conversations: await conversations.inbox(request.query.filter, request.operator.operatorId),
      counts: await conversations.counts(request.operator.operatorId),
    }),
  });
  app.route({
    ...fromContract(app, chatOperatorApi.thread),
    handler: async (request) => {
      const id = request.params.conversationId;
      const conversation = await conversations.summary(id);
      return { conversation, list: await messages.before(id, request.query.before, request.query.limit) };
    },
  });
  app.route({
    ...fromContract(app, chatOperatorApi.send),
    handler: async (request) =>
      chat.agentSend(request.params.conversationId, agentOf(request), request.body.message),
  });
  app.route({
    ...fromContract(app, chatOperatorApi.upload),
    handler: async (request) =>
      chat.agentUpload(
        request.params.conversationId,
        request.operator.operatorId,
        request.query.kind,
        request,
      ),
  });
  app.route({
    ...fromContract(app, chatOperatorApi.read),
    handler: async (request, reply) => {
      await chat.agentRead(request.params.conversationId);
      return reply.status(204).send();
    },
  });
  app.route({
    ...fromContract(app, chatOperatorApi.assign),
    handler: async (request) => chat.assign(request.params.conversationId, request.body.operatorId),
  });
  app.route({
    ...fromContract(app, chatOperatorApi.agents),
    handler: async () => ({ agents: await conversations.agents() }),
  });
  app.route({
    ...fromContract(app, chatOperatorApi.memberQueue),
    handler: async (request) => ({ items: await memberQueue(pool, request.params.memberId) }),
  });
  app.route({
    ...fromContract(app, chatOperatorApi.close),
    handler: async (request) => chat.close(request.params.conversationId, request.operator.operatorId),
  });
  app.route({
    ...fromContract(app, chatOperatorApi.cannedReplies),
    handler: async () => ({ replies: await canned.list() }),
  });
  app.route({
    ...fromContract(app, chatOperatorApi.saveCannedReplies),
    handler: async (request) => ({
      replies: await canned.save(request.body.replies, operators.actorOf(request)),
    }),
  });
};
