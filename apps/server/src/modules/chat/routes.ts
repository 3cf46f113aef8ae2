import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHAT_HISTORY_PAGE_SIZE, CHAT_NAMESPACE, SOCKET_PATH, chatApi } from '@wallet/contract';
import { fail } from '../../lib/app-error.ts';
import { fromContract } from '../../lib/contract-route.ts';
import type { FileStorage } from '../../adapters/storage/port.ts';
import { readKept } from '../../adapters/storage/checked-upload.ts';
import type { ChatFileLinks, ChatFiles } from './chat-files.ts';
import type { ChatService } from './chat-service.ts';
import type { Customers } from './customers.ts';
import type { GuestIds } from './guest-ids.ts';
import { CHAT_ROOM_PREFIX } from './rooms.ts';
import { memberLocale } from '../../lib/member-locale.ts';

export interface ChatRouteDeps {
  chat: ChatService;
  customers: Customers;
  guestIds: GuestIds;
  files: ChatFiles;
  links: ChatFileLinks;
  storage: FileStorage;
}

/** The member's and the guest's chat calls (spec doc 1 section 7), HTTP only. */
export const chatRoutes: FastifyPluginAsyncZod<ChatRouteDeps> = async (app, deps) => {
  const { chat, customers, guestIds, files, links, storage } = deps;

  app.route({
    ...fromContract(app, chatApi.config),
    handler: async () => ({
      PREFIX: CHAT_ROOM_PREFIX,
      guestId: guestIds.issue(),
      socket: { path: SOCKET_PATH, namespace: CHAT_NAMESPACE },
    }),
  });

  app.route({
    ...fromContract(app, chatApi.send),
    handler: async (request) => {
      const customer = await customers.of(request, request.body.guestId);
      const message = await chat.send(customer, request.body, request.ip, memberLocale(request));
      return { createdAt: message.createdAt, id: message.id, session_id: message.session_id };
    },
  });

  app.route({
    ...fromContract(app, chatApi.history),
    handler: async (request) => {
      const customer = await customers.of(request, request.body.guestId);
      const { limit, skip } = request.body;
      return chat.history(customer, limit ?? CHAT_HISTORY_PAGE_SIZE, skip ?? 0);
    },
  });

  for (const [route, kind] of [
    [chatApi.uploadImage, 'image'],
    [chatApi.uploadVideo, 'video'],
  ] as const) {
    app.route({
      ...fromContract(app, route),
      handler: async (request) => {
        const customer = await customers.of(request, request.query.guestId);
        return chat.upload(customer, kind, request, request.ip);
      },
    });
  }

  app.route({
    ...fromContract(app, chatApi.mergeGuest),
    handler: async (request, reply) => {
      // Only a guest id this server signed, held by this browser: a forged one is refused.
      const guestKey = guestIds.keyOf(request.body.guestId);
      await chat.mergeGuest(guestKey, request.member.memberId, 'consented');
      return reply.status(204).send();
    },
  });

  app.route({
    ...fromContract(app, chatApi.readCustomer),
    handler: async (request, reply) => {
      const customer = await customers.of(request, request.body.guestId);
      await chat.readByCustomer(customer);
      return reply.status(204).send();
    },
  });

  app.route({
    ...fromContract(app, chatApi.file),
    handler: async (request, reply) => {
      const { reference } = request.params;
      const { expires, signature } = request.query;
      if (!links.isValid(reference, expires, signature)) fail('NO_DATA');
      const file = (await files.stored(reference)) ?? fail('NO_DATA');
      const stream = (await readKept(storage.openRead(file.fileKey))) ?? fail('NO_DATA');
      const maxAge = Math.max(0, expires - Math.floor(Date.now() / 1000));
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', `private, max-age=${maxAge}`)
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  });
};
